import { existsSync } from 'node:fs';
import Koa, { type Middleware } from 'koa';
import compose from 'koa-compose';
import createSession from 'koa-session';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { errorMiddleware } from './http/errorMiddleware';
import { jsonBody } from './http/jsonBody';
import { consoleLogger, type Logger } from './http/logger';
import { originGuard } from './http/originGuard';
import { requestLog } from './http/requestLog';
import { newSessionId, postgresSessionStore } from './http/sessionStore';
import { staticApp } from './http/staticApp';
import { authRoutes } from './routes/auth';
import { contactRoutes } from './routes/contact';
import { emailConfirmationRoutes } from './routes/emailConfirmation';
import { healthRoutes } from './routes/health';
import { passwordResetRoutes } from './routes/passwordReset';
import { recommendationRoutes } from './routes/recommendations';
import { sessionRoutes } from './routes/sessions';
import { subscriptionRoutes } from './routes/subscription';
import { userRoutes } from './routes/user';
import { systemClock, type Clock } from './services/clock';
import type { ServiceContext } from './services/context';
import type { Mailer } from './services/mailer';
import { createPasswords } from './services/passwords';
import { createRateLimiter } from './services/rateLimiter';

export interface AppDeps {
  readonly db: Database;
  readonly mailer: Mailer;
  readonly config: AppConfig;
  readonly clock?: Clock;
  readonly log?: Logger;
}

export const SESSION_COOKIE = 'stillpoint.sid';

/** Runs `middleware` only for requests under /api (sessions, origin checks and bodies are API matters). */
function apiOnly(middleware: Middleware): Middleware {
  return (ctx, next) => (ctx.path === '/api' || ctx.path.startsWith('/api/') ? middleware(ctx, next) : next());
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

function securityHeaders(): Middleware {
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (ctx.path.startsWith('/api')) ctx.set('Cache-Control', 'no-store');
    await next();
  };
}

/** Builds the whole HTTP app from its dependencies; server.ts wires the real ones, tests the same ones on test databases. */
export function createApp(deps: AppDeps): Koa {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const log = deps.log ?? consoleLogger;
  const services: ServiceContext = {
    sequelize: db.sequelize,
    models: db.models,
    passwords: createPasswords(config.passwordHashing),
    limiter: createRateLimiter(db.sequelize, clock),
    mailer: deps.mailer,
    clock,
    config,
    log,
  };

  const app = new Koa({ proxy: config.trustProxy, keys: [...config.sessionKeys] });
  const session = createSession(
    {
      key: SESSION_COOKIE,
      maxAge: config.sessionMaxAgeMs,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      signed: true,
      renew: true,
      store: postgresSessionStore(db.models, clock),
      genid: newSessionId,
    },
    app,
  );

  app.use(requestLog(log));
  app.use(errorMiddleware(log));
  app.use(securityHeaders());
  if (config.hostedAppDir && existsSync(config.hostedAppDir)) app.use(staticApp(config.hostedAppDir));
  const cookieJar: Middleware[] = config.secureCookies ? [secureCookieJar()] : [];
  app.use(apiOnly(compose([originGuard([config.appOrigin]), jsonBody(), ...cookieJar, session])));
  for (const router of [
    healthRoutes(services),
    authRoutes(services),
    userRoutes(services),
    sessionRoutes(services),
    subscriptionRoutes(services),
    recommendationRoutes(services),
    passwordResetRoutes(services),
    emailConfirmationRoutes(services),
    contactRoutes(services),
  ]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}
