// One server under test, in a process of its own (started by api.bench.ts): `bare`, `pg-one`, `pg-two`,
// `api` (silent logger) or `api-log` (the production logger; the bench sends its stdout to a file).
// Tells the parent its URL over IPC, and stops when the parent disconnects.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import pg from 'pg';
import { createApp } from '../src/app';
import { defaultRateLimits, EXAMPLE_OPERATOR, type AppConfig, type RateLimits } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { sessionCacheWithListener } from '../src/http/sessionCaching';
import { consoleLogger, silentLogger } from '../src/logger';
import { localProvider } from '../src/services/billing/localProvider';
import { validateConfig } from '../src/services/savedSessions';
import { eventually } from '@stillpoint/test-support/eventually';

export const ORIGIN = 'http://bench.stillpoint.test';
const [kind, databaseUrl] = process.argv.slice(2) as [string, string];

const huge = { max: 1_000_000_000, windowSeconds: 60 };
export const benchConfig: AppConfig = {
  appOrigin: ORIGIN,
  secureCookies: false,
  proxyHops: 0,
  sessionKeys: ['bench-key'],
  sessionMaxAgeMs: 24 * 60 * 60 * 1000,
  developerEmails: new Set(),
  supportEmail: 'support@stillpoint.test',
  mailFrom: 'bench@stillpoint.test',
  trialDays: 14,
  passwordHashing: { memoryCost: 65536, timeCost: 3, parallelism: 4 },
  // The limits still count every request (the same statements run); they are only set so high that the bench is never refused. The
  // saved-session cap too: at 500, a fast machine's POST case met it within a round (its refusals answered fast and counted in req/s and p99).
  rateLimits: Object.fromEntries(Object.keys(defaultRateLimits).map((action) => [action, { perIp: huge, perEmail: huge }])) as unknown as RateLimits,
  writeLimits: { perUser: huge, savedSessionsPerAccount: huge.max },
  hostedAppDir: null,
  operator: EXAMPLE_OPERATOR,
};

/** The bench's origin is not loopback, so the local provider (which it never calls) is chosen by name. */
export const benchBilling = (db: Database) => localProvider(db.pool, { checkoutBase: `${ORIGIN}/api/billing/local/checkout` });

const rowId = (cookieHeader: string | undefined) => {
  const value = /(?:^|;\s*)stillpoint\.sid=([^;]+)/.exec(cookieHeader ?? '')?.[1] ?? '';
  return createHash('sha256').update(value).digest('base64url');
};

const LIST_COLUMNS = 'id, name, type, config, state, created_at AS "createdAt", updated_at AS "updatedAt"';

/** Koa and `pg`, nothing else: the session looked up by its hashed cookie, then the same work as the API, in one query or in two. */
function minimalPgApp(oneQuery: boolean): Koa {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = new Koa();
  const userOf = async (id: string) => (await pool.query('SELECT user_id FROM login_sessions WHERE id = $1 AND expires_at > now()', [id])).rows[0]?.user_id as string | undefined;
  app.use(async (ctx) => {
    const session = rowId(ctx.get('Cookie'));
    if (ctx.method === 'GET' && ctx.path === '/api/user') {
      const sql = `SELECT u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.time_zone AS "timeZone", u.created_at AS "createdAt"
                     FROM login_sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1 AND s.expires_at > now()`;
      const { rows } = await pool.query(sql, [session]);
      ctx.status = rows[0] ? 200 : 401;
      ctx.body = rows[0] ?? { error: 'Unauthorized' };
    } else if (ctx.method === 'GET' && ctx.path === '/api/sessions') {
      if (oneQuery) {
        const { rows } = await pool.query(
          `SELECT ${LIST_COLUMNS} FROM saved_sessions WHERE user_id = (SELECT user_id FROM login_sessions WHERE id = $1 AND expires_at > now())
            ORDER BY created_at DESC, id DESC LIMIT 50`,
          [session],
        );
        ctx.body = rows;
      } else {
        const userId = await userOf(session);
        ctx.body = (await pool.query(`SELECT ${LIST_COLUMNS} FROM saved_sessions WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 50`, [userId])).rows;
      }
    } else if (ctx.method === 'POST' && ctx.path === '/api/sessions') {
      let text = '';
      for await (const chunk of ctx.req) text += chunk;
      const body = JSON.parse(text) as { name: string; type: 'breathing'; config: unknown };
      const config = JSON.stringify(validateConfig(body.type, body.config));
      const insert = `INSERT INTO saved_sessions (user_id, name, type, config)`;
      const { rows } = oneQuery
        ? await pool.query(`${insert} SELECT user_id, $2, $3, $4 FROM login_sessions WHERE id = $1 AND expires_at > now() RETURNING ${LIST_COLUMNS}`, [session, body.name, body.type, config])
        : await pool.query(`${insert} VALUES ($1, $2, $3, $4) RETURNING ${LIST_COLUMNS}`, [await userOf(session), body.name, body.type, config]);
      ctx.status = 201;
      ctx.body = rows[0];
    } else ctx.status = 404;
  });
  return app;
}

async function build(): Promise<Koa> {
  if (kind === 'bare') {
    const bare = new Koa();
    bare.use((ctx) => {
      ctx.body = { ok: true };
    });
    return bare;
  }
  if (kind === 'pg-one' || kind === 'pg-two') return minimalPgApp(kind === 'pg-one');
  const log = kind === 'api-log' ? consoleLogger : silentLogger;
  const db = await openDatabase(databaseUrl, { poolMax: 10 });
  const sessionCaching = sessionCacheWithListener(db.sequelize, log);
  await eventually(() => sessionCaching.listening, { withinMs: 10_000 });
  return createApp({ db, mailer: { send: async () => {}, close: () => {} }, log, config: benchConfig, sessionCaching, billing: benchBilling(db) });
}

if (kind) {
  const server = createServer((await build()).callback());
  server.keepAliveTimeout = 5_000;
  server.listen(0, '127.0.0.1', () => process.send!({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
  process.on('disconnect', () => process.exit(0));
}
