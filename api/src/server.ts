import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { configFromEnv } from './config';
import { openDatabase } from './db/database';
import { startEmbeddedPostgres, type EmbeddedServer } from './db/embeddedPostgres';
import { consoleLogger as log } from './http/logger';
import { purgeExpiredSessions } from './http/sessionStore';
import { systemClock } from './services/clock';
import { outboxMailer, smtpMailer } from './services/mailer';

// `node --conditions=source --import tsx api/src/server.ts` from the repo root (npm start does this).
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

async function main() {
  const env = process.env;
  const config = configFromEnv(env, { sessionKeys: localSessionKeys, repoRoot });
  const { dataDir } = config;

  let embedded: EmbeddedServer | undefined;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(join(dataDir, 'postgres'));
    databaseUrl = embedded.url;
    log.info(`[db] DATABASE_URL not set: embedded PostgreSQL at ${shown(join(dataDir, 'postgres'))} (port ${embedded.port})`);
  } else {
    log.info(`[db] using DATABASE_URL (${new URL(databaseUrl).host})`);
  }
  const db = await openDatabase(databaseUrl);

  const outbox = join(dataDir, 'outbox');
  const mailer = env.SMTP_URL ? smtpMailer(env.SMTP_URL, config.mailFrom) : outboxMailer(outbox, config.mailFrom, log);
  log.info(env.SMTP_URL ? `[mail] sending through SMTP_URL (${new URL(env.SMTP_URL).host})` : `[mail] SMTP_URL not set: writing messages to ${shown(outbox)}/`);
  if (config.hostedAppDir && existsSync(config.hostedAppDir)) log.info(`[web] serving the hosted app from ${shown(config.hostedAppDir)}`);
  else log.info(`[web] ${shown(config.hostedAppDir ?? 'hosted-app/dist')} not built: serving the API only`);

  const app = createApp({ db, mailer, config, clock: systemClock, log });
  const server = createServer(app.callback());
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolveListen) => server.listen(config.port, resolveListen));
  log.info(`[api] listening on http://localhost:${config.port} (app origin ${config.appOrigin})`);

  const purge = setInterval(() => void purgeExpiredSessions(db.models, systemClock).catch(() => {}), 60 * 60 * 1000);
  purge.unref();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`[api] ${signal}: finishing requests in flight, then stopping`);
    clearInterval(purge);
    // Stop accepting; idle keep-alive sockets close now, busy ones after their response; 10 s at most.
    const closed = new Promise<void>((resolveClose) => server.close(() => resolveClose()));
    server.closeIdleConnections();
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    await closed;
    clearTimeout(force);
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
  log.error('[api] could not start', error);
  process.exit(1);
});
