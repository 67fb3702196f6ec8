import { existsSync } from 'node:fs';
import Router from '@koa/router';
import Keygrip from 'keygrip';
import Koa, { type Context, type Middleware } from 'koa';
import compose from 'koa-compose';
import createSession from 'koa-session';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { isApiPath } from './http/apiPaths';
import { currentUser } from './http/auth';
import type { Models } from './db/models';
import { logAppErrors } from './http/appErrors';
import { databaseGate } from './http/databaseGate';
import { errorMiddleware } from './http/errorMiddleware';
import { jsonBody } from './http/jsonBody';
import type { Logger } from './logger';
import { isLoopbackOrigin } from './loopbackOrigin';
import { originGuard } from './http/originGuard';
import { forwardedWithoutTrust } from './http/forwardedWithoutTrust';
import { requestLog } from './http/requestLog';
import { securityHeaders } from './http/securityHeaders';
import { newSessionId, postgresSessionStore } from './http/sessionStore';
import { sessionCacheWithListener, type SessionCaching } from './http/sessionCaching';
import { staticApp } from './http/staticApp';
import { authRoutes } from './routes/auth';
import { billingRoutes } from './routes/billing';
import { calmkitRoutes } from './routes/calmkit';
import { contactRoutes } from './routes/contact';
import { developerToolRoutes } from './routes/developerTools';
import { emailConfirmationRoutes } from './routes/emailConfirmation';
import { healthRoutes } from './routes/health';
import { localBillingRoutes } from './routes/localBilling';
import { passwordResetRoutes } from './routes/passwordReset';
import { pushRoutes } from './routes/push';
import { recommendationRoutes } from './routes/recommendations';
import { runningSitRoutes } from './routes/runningSits';
import { sessionRoutes } from './routes/sessions';
import { subscriptionRoutes } from './routes/subscription';
import { trialEmailRoutes } from './routes/trialEmails';
import { userRoutes } from './routes/user';
import { accountMailsAfterTheAnswer, sendAccountMail, type AccountMails } from './services/accountMails';
import { localProvider, type LocalBillingConsole } from './services/billing/localProvider';
import type { BillingProvider } from './services/billing/provider';
import { systemClock, type Clock } from './services/clock';
import type { ServiceDeps } from './services/deps';
import type { Mailer } from './services/mailer';
import { createPasswords } from './services/passwords';
import { createPushSender, generateVapidKeys, type PushSender } from './services/push/pushSender';
import { createRateLimiter } from './services/rateLimiter';
import { createWriteAllowance } from './services/writeAllowance';

export interface AppDeps {
  readonly db: Database;
  readonly mailer: Mailer;
  readonly config: AppConfig;
  readonly clock?: Clock;
  readonly log: Logger;
  /** The session cache and its change listener; by default one listening on `db`'s server. */
  readonly sessionCaching?: SessionCaching;
  /** Where requests ask for confirmation and reset e-mails: server.ts passes the job queue's; by default this process sends them after the answer, once. */
  readonly accountMails?: AccountMails;
  /** The payment service provider; by default, for a loopback origin only, the local one (its checkout pages served at /api/billing/local). */
  readonly billing?: BillingProvider;
  /**
   * The web push sender; by default one with a key pair made for this app alone (subscriptions made with it stop
   * working when the app is built again): server.ts passes the configured or stored keys.
   */
  readonly push?: PushSender;
}

/** The paths that take a form body, and only a form: Mollie's webhook, a mail client's one-click unsubscribe, the local checkout. */
const FORM_PATHS = ['/api/mollie/webhook', '/api/email/unsubscribe', '/api/billing/local'];

/** The local provider's console, when it is the one running. */
const localConsole = (billing: BillingProvider) => (billing.name === 'local' ? (billing as BillingProvider & LocalBillingConsole) : null);

/**
 * The Koa app, and what it holds open beside the database (the change listener, e-mails it is still
 * sending itself): close it when done. `settled()` resolves once the e-mails it sends itself are sent.
 */
export type StillpointApp = Koa & { close(): Promise<void>; settled(): Promise<void>; readonly deps: ServiceDeps };

export const SESSION_COOKIE = 'stillpoint.sid';

/** Runs `middleware` only for requests under /api, in any letter case as the router matches them (sessions, origin checks and bodies are API matters). */
function apiOnly(middleware: Middleware): Middleware {
  return async (ctx, next) => {
    if (isApiPath(ctx.path)) await middleware(ctx, next);
    else await next();
  };
}

/** Runs a middleware of a router answered before the API's chain only for that router's own paths, matched as the router matches them (whatever the case). */
function pathOnly<C extends { path: string }>(paths: RegExp, middleware: (ctx: C, next: Koa.Next) => Promise<unknown>) {
  return (ctx: C, next: Koa.Next) => (paths.test(ctx.path) ? middleware(ctx, next) : next());
}

/**
 * With an https app origin every cookie is Secure. Behind a TLS-terminating proxy that is not trusted
 * (TRUST_PROXY unset) the request looks like plain http, and koa's cookie jar would refuse to set a
 * Secure cookie (a 500 at sign-in); the browser did speak https, so the jar is told so.
 */
function secureCookieJar(): Middleware {
  return async (ctx, next) => {
    ctx.cookies.secure = true;
    await next();
  };
}

/**
 * Whether a page request carries a signed-in session: koa-session reads the signed cookie (an unsigned or
 * tampered one is no session) and the session store its row and user, as for any API call. A request whose
 * session cannot be read (the database away) is answered as a visitor's: the landing page, never an error.
 */
async function signedInRequest(ctx: Context, readSession: Middleware, models: Models, log: Logger): Promise<boolean> {
  if (!ctx.cookies.get(SESSION_COOKIE)) return false;
  let signedIn = false;
  try {
    await readSession(ctx, async () => {
      signedIn = (await currentUser(models, ctx)) !== null;
    });
  } catch (error) {
    log.error('[web] could not read the session of a page request; answered as a visitor', error);
  }
  return signedIn;
}

/**
 * Without a provider given, the local one, but only for a loopback origin: it lets anyone "pay" on our own page,
 * so on a public origin it must be chosen by name (server.ts does, for BILLING_PROVIDER=local), never by omission.
 */
function defaultBilling(db: Database, config: AppConfig, clock: Clock): BillingProvider {
  if (!isLoopbackOrigin(config.appOrigin))
    throw new Error(`createApp: no billing provider given, and the local billing provider runs by default only for a loopback origin, not ${config.appOrigin}: pass one`);
  return localProvider(db.sequelize, { checkoutBase: `${config.appOrigin}/api/billing/local/checkout`, now: () => clock.now() });
}

/** Builds the whole HTTP app from its dependencies; server.ts wires the real ones, tests the same ones on test databases. */
export function createApp(appDeps: AppDeps): StillpointApp {
  const { config, db } = appDeps;
  const clock = appDeps.clock ?? systemClock;
  const { log } = appDeps;
  const caching = appDeps.sessionCaching ?? sessionCacheWithListener(db.sequelize, log);
  const accountMails = appDeps.accountMails ?? accountMailsAfterTheAnswer((mail) => sendAccountMail(deps, mail), log);
  const billing = appDeps.billing ?? defaultBilling(db, config, clock);
  const deps: ServiceDeps = {
    sequelize: db.sequelize,
    models: db.models,
    passwords: createPasswords(config.passwordHashing),
    limiter: createRateLimiter(db.sequelize, clock),
    writeAllowance: createWriteAllowance(clock),
    mailer: appDeps.mailer,
    clock,
    config,
    log,
    userChanges: { userChanged: (userId) => caching.cache.evictUser(userId) },
    accountMails,
    billing,
    push: appDeps.push ?? createPushSender({ vapid: generateVapidKeys(), subject: `mailto:${config.supportEmail}` }),
  };

  // maxIpsCount: only the entries our own proxies appended count (a client may send X-Forwarded-For itself).
  const app = new Koa({ proxy: config.proxyHops > 0, maxIpsCount: config.proxyHops });
  // Koa hands `keys` to `cookies`, which signs with the first and verifies with every one (Keygrip): key rotation.
  // Given as the Keygrip itself (as Koa's and cookies' documentation allow) rather than an array, which `cookies`
  // would wrap in a new Keygrip on every request.
  app.keys = new Keygrip([...config.sessionKeys]);
  const store = postgresSessionStore(db.models, clock, caching.cache);
  const session = createSession(
    {
      key: SESSION_COOKIE,
      maxAge: config.sessionMaxAgeMs,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      signed: true,
      renew: true,
      store,
      genid: newSessionId,
    },
    app,
  );

  app.on('error', logAppErrors(log));
  app.use(requestLog(log));
  app.use(forwardedWithoutTrust(log, config.proxyHops));
  app.use(errorMiddleware(log, db.availability));
  app.use(securityHeaders({ https: config.appOrigin.startsWith('https:') }));
  const cookieJar: Middleware[] = config.secureCookies ? [secureCookieJar()] : [];
  // Fail closed: pages that let a script speed up the session clock are served only where nobody else can reach them.
  if (config.testHooks && !isLoopbackOrigin(config.appOrigin)) throw new Error(`createApp: test hooks are for a loopback origin only, not ${config.appOrigin}`);
  if (config.hostedAppDir && existsSync(config.hostedAppDir)) {
    // The session middleware (and the secure cookie jar before it), run for the page request alone.
    const readSession = compose([...cookieJar, session]);
    app.use(staticApp(config.hostedAppDir, { operator: config.operator, testHooks: config.testHooks === true, signedInHome: { paths: ['/', '/auth'], isSignedIn: (ctx) => signedInRequest(ctx, readSession, db.models, log) } }));
  }
  // Answered before the session, the body and the database gate: the health check answers from the database alone,
  // within its own time bound, and the free guide downloads while the database is away. Each router runs for its own
  // paths only (matched as the router matches them, whatever the case), not for every request; the middleware still
  // carries its router, as router.routes() does, so the route table lists it.
  for (const [router, paths] of [
    [healthRoutes(db), /^\/api\/health\/?$/i],
    [calmkitRoutes(config.hostedAppDir), /^\/api\/calmkit\//i],
  ] as const) {
    app.use(Object.assign(pathOnly(paths, router.routes()), { router }));
    app.use(pathOnly(paths, router.allowedMethods()));
  }
  app.use(apiOnly(compose([databaseGate(db.availability), originGuard([config.appOrigin]), jsonBody({ formPaths: FORM_PATHS }), ...cookieJar, session])));
  // One router for the whole API: a request is matched once against every route, rather than passed
  // through a router (and its allowedMethods) per feature.
  const api = new Router();
  for (const router of [
    authRoutes(deps),
    userRoutes(deps),
    runningSitRoutes(deps),
    sessionRoutes(deps),
    subscriptionRoutes(deps),
    recommendationRoutes(deps),
    passwordResetRoutes(deps),
    emailConfirmationRoutes(deps),
    contactRoutes(deps),
    billingRoutes(deps),
    trialEmailRoutes(deps),
    pushRoutes(deps),
    developerToolRoutes(deps),
    ...(localConsole(billing) ? [localBillingRoutes(deps, localConsole(billing)!)] : []),
  ]) {
    api.use(router.routes());
  }
  app.use(api.routes());
  app.use(api.allowedMethods());
  return Object.assign(app, {
    async close() {
      await accountMails.idle();
      await caching.close();
    },
    settled: () => accountMails.idle(),
    deps,
  });
}
