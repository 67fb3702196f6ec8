import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { configFromEnv, EXAMPLE_OPERATOR, type ServerConfig } from './config';
import { openDatabase } from './db/database';
import { EmbeddedPostgresError } from './db/embeddedPostgresError';
import { lostQueryRejections } from './db/lostQueryRejections';
import { superviseEmbeddedPostgres, type SupervisedPostgres } from './db/supervisedPostgres';
import { drainable } from './http/drainable';
import type { AppRoutes } from './http/appRoutes';
import { createHttpServer } from './http/httpServer';
import { siteOriginNotice } from './http/siteOriginNotice';
import { createLogger } from './logger';
import { isLoopbackOrigin } from './loopbackOrigin';
import { localProvider } from './services/billing/localProvider';
import { mollieProvider } from './services/billing/mollieProvider';
import { queuedAccountMails } from './services/accountMails';
import { createJobQueue, startJobs } from './services/jobs';
import { createPushSender, generateVapidKeys, type VapidKeys } from './services/push/pushSender';
import { systemClock } from './services/clock';
import { outboxMailer, smtpMailer } from './services/mailer';

// `node --conditions=source --import tsx api/src/server.ts` from the repo root (npm start does this).
const log = createLogger();
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** A path as the log shows it: relative when under the working folder, else in full. */
const shown = (path: string) => {
  const inside = relative(process.cwd(), path);
  return inside === '' ? '.' : inside.startsWith('..') || isAbsolute(inside) ? path : inside;
};

/** Without SESSION_SECRET a random key is made once and kept in the data folder, so sign-ins survive restarts. */
function localSessionKeys(dataDir: string): string[] {
  const file = join(dataDir, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  log.info(`[session] SESSION_SECRET not set: signing cookies with the key kept in ${shown(file)}`);
  return [readFileSync(file, 'utf8').trim()];
}

/** Without VAPID keys (loopback origins only, see config.ts) a pair is made once and kept in the data folder, so subscriptions survive restarts. */
function localVapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, 'vapid-keys.json');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(generateVapidKeys()), { mode: 0o600 });
  }
  log.info(`[push] VAPID_PUBLIC_KEY not set: signing web push with the key pair kept in ${shown(file)}`);
  const { publicKey, privateKey } = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  return { publicKey, privateKey };
}

/** An address as it stands in a URL: IPv6 in brackets. */
const urlHost = (host: string) => (host.includes(':') ? `[${host}]` : host);

async function main() {
  process.on('unhandledRejection', lostQueryRejections(log));
  const env = process.env;
  let config: ServerConfig;
  try {
    config = configFromEnv(env, { sessionKeys: localSessionKeys, vapidKeys: localVapidKeys, repoRoot });
  } catch (error) {
    // A wrong setting is the operator's to fix: one line saying which, no stack.
    console.error(`[api] could not start: ${(error as Error).message}`);
    process.exit(1);
  }
  const { dataDir } = config;

  let embedded: SupervisedPostgres | undefined;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    // Restarted when it dies (supervisedPostgres.ts): nobody is there to restart `npm start` by hand.
    embedded = await superviseEmbeddedPostgres(join(dataDir, 'postgres'), { log });
    databaseUrl = embedded.url;
    log.info(`[db] DATABASE_URL not set: embedded PostgreSQL at ${shown(join(dataDir, 'postgres'))} (port ${embedded.port})`);
  } else {
    log.info(`[db] using DATABASE_URL (${new URL(databaseUrl).host})`);
  }
  const db = await openDatabase(databaseUrl, { log });

  const outbox = join(dataDir, 'outbox');
  const mailer = env.SMTP_URL ? smtpMailer(env.SMTP_URL, config.mailFrom) : outboxMailer(outbox, config.mailFrom, log);
  log.info(env.SMTP_URL ? `[mail] sending through SMTP_URL (${new URL(env.SMTP_URL).host})` : `[mail] SMTP_URL not set: writing messages to ${shown(outbox)}/`);
  if (config.hostedAppDir && existsSync(config.hostedAppDir)) {
    log.info(`[web] serving the hosted app from ${shown(config.hostedAppDir)}`);
    const routesFile = join(config.hostedAppDir, 'routes.json');
    // A loopback origin is read by no crawler: its build may name the product's own host.
    const notice = existsSync(routesFile) && !isLoopbackOrigin(config.appOrigin) ? siteOriginNotice(JSON.parse(readFileSync(routesFile, 'utf8')) as AppRoutes, config.appOrigin) : null;
    if (notice) log.info(notice);
  } else log.info(`[web] ${shown(config.hostedAppDir ?? 'hosted-app/build')} not built: serving the API only`);

  const billing =
    config.billingProvider === 'mollie' && config.mollieApiKey
      ? mollieProvider(config.mollieApiKey)
      : localProvider(db.sequelize, { checkoutBase: `${config.appOrigin}/api/billing/local/checkout` });
  if (billing.name === 'mollie') {
    log.info(`[billing] payments through Mollie (${config.mollieApiKey!.startsWith('test_') ? 'test' : 'live'} mode; webhook ${config.appOrigin}/api/mollie/webhook)`);
  } else if (isLoopbackOrigin(config.appOrigin)) {
    log.info(`[billing] MOLLIE_API_KEY not set: local payments (checkout at ${config.appOrigin}/api/billing/local/checkout/…, no money moves)`);
  } else {
    // Allowed (a demo, a phone on the LAN), but the operator must not miss what it means.
    log.error(
      `[billing] WARNING: BILLING_PROVIDER=local on the public origin ${config.appOrigin}: anyone can subscribe for free on the local checkout page (${config.appOrigin}/api/billing/local/checkout/…); no money moves. Set MOLLIE_API_KEY to take payments`,
    );
  }

  const { operator } = config;
  if (operator.name === EXAMPLE_OPERATOR.name || operator.address === EXAMPLE_OPERATOR.address || operator.email === EXAMPLE_OPERATOR.email)
    log.info('[site] OPERATOR_NAME, OPERATOR_ADDRESS or OPERATOR_EMAIL not set: the imprint and legal pages show an example operator, marked as one');
  else log.info(`[site] run by ${operator.name} (OPERATOR_NAME), shown on /imprint, /privacy, /terms and every public footer`);
  if (config.vapid.source === 'env') log.info(`[push] web push signed with VAPID_PUBLIC_KEY (subject ${config.vapidSubject})`);
  const push = createPushSender({ vapid: config.vapid, subject: config.vapidSubject });
  const queue = createJobQueue(databaseUrl);
  const app = createApp({ db, mailer, config, clock: systemClock, log, billing, push, accountMails: queuedAccountMails(queue) });
  const jobs = await startJobs(app.deps, queue);
  const server = createHttpServer(app.callback(), { requestTimeoutMs: config.requestTimeoutMs });
  const drain = drainable(server);
  const where = `${config.host ? urlHost(config.host) : 'localhost'}:${config.port}`;
  try {
    await new Promise<void>((resolveListen, rejectListen) => {
      server.once('error', rejectListen);
      server.listen(config.port, config.host, resolveListen);
    });
  } catch (error) {
    // Port taken, or HOST not an address of this machine: one line, then the database is let go.
    console.error(`[api] could not start: cannot listen on ${where} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    mailer.close();
    await db.close();
    if (embedded) await embedded.stop();
    process.exit(1);
  }
  log.info(`[api] listening on http://${where} (app origin ${config.appOrigin})`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`[api] ${signal}: finishing requests in flight, then stopping`);
    // Stop accepting, answer every request that arrived with `Connection: close`, close quiet connections; 10 s at most.
    if (!(await drain.drain(10_000))) log.info('[api] requests still unanswered after 10 s: their connections were closed');
    // E-mails being sent go out first; those waiting or retrying stay queued for the next start.
    await jobs.stop();
    await app.close();
    mailer.close();
    await db.close();
    if (embedded) await embedded.stop();
    log.info('[api] stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // The embedded server's failures say what to do in one line; a stack would only bury it.
  if (error instanceof EmbeddedPostgresError) log.error(`[db] could not start the embedded PostgreSQL: ${error.message}`);
  else log.error('[api] could not start', error);
  process.exit(1);
});
