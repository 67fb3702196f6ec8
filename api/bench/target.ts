// One server under test, in a process of its own (started by api.bench.ts): `bare`, `pg`,
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
import { SessionCache } from '../src/http/sessionCache';
import { sessionCacheWithListener } from '../src/http/sessionCaching';
import { createLogger, silentLogger } from '../src/logger';
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
export const benchBilling = (db: Database) => localProvider(db.sequelize, { checkoutBase: `${ORIGIN}/api/billing/local/checkout` });

const rowId = (cookieHeader: string | undefined) => {
  const value = /(?:^|;\s*)stillpoint\.sid=([^;]+)/.exec(cookieHeader ?? '')?.[1] ?? '';
  return createHash('sha256').update(value).digest('base64url');
};

const COLUMNS = 'id, name, type, config, state, created_at AS "createdAt", updated_at AS "updatedAt"';

/**
 * Koa and `pg`, nothing else, sending the statements the API sends: the session with its user in one query
 * (all that GET /api/user needs), then the list or the save (its count checked and locked in the same statement).
 */
interface SignedInRow {
  readonly id: string | null;
  readonly expires_at: Date;
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly time_zone: string;
  readonly created_at: Date;
}

function minimalPgApp(): Koa {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = new Koa();
  const signedIn = async (cookieHeader: string) => {
    const sql = 'SELECT s.data, s.expires_at, u.* FROM login_sessions s LEFT JOIN users u ON u.id = s.user_id WHERE s.id = $1';
    const row = (await pool.query<SignedInRow>(sql, [rowId(cookieHeader)])).rows[0];
    return row && row.expires_at > new Date() && row.id ? row : undefined;
  };
  app.use(async (ctx) => {
    const user = await signedIn(ctx.get('Cookie'));
    if (!user) {
      ctx.status = 401;
      return;
    }
    if (ctx.method === 'GET' && ctx.path === '/api/user') {
      ctx.body = { id: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name, timeZone: user.time_zone, createdAt: user.created_at };
    } else if (ctx.method === 'GET' && ctx.path === '/api/sessions') {
      const sql = `SELECT ${COLUMNS}, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') AS position FROM saved_sessions
                    WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`;
      ctx.body = (await pool.query(sql, [user.id, 51])).rows.slice(0, 50);
    } else if (ctx.method === 'POST' && ctx.path === '/api/sessions') {
      let text = '';
      for await (const chunk of ctx.req) text += chunk;
      const body = JSON.parse(text) as { name: string; type: 'breathing'; config: unknown };
      const config = JSON.stringify(validateConfig(body.type, body.config));
      const sql = `WITH counted AS (SELECT stored FROM saved_session_counts WHERE user_id = $1 FOR UPDATE)
                   INSERT INTO saved_sessions (user_id, name, type, config) SELECT $1, $2, $3, $4 WHERE coalesce((SELECT stored FROM counted), 0) < $5
                   RETURNING ${COLUMNS}`;
      ctx.status = 201;
      ctx.body = (await pool.query<Record<string, unknown>>(sql, [user.id, body.name, body.type, config, huge.max])).rows[0];
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
  if (kind === 'pg') return minimalPgApp();
  const log = kind === 'api-log' ? createLogger() : silentLogger;
  const db = await openDatabase(databaseUrl, { poolMax: 10 });
  // `api-cache-off`: a session cache that never hears its listener, so it is never used (a trial of issue 29).
  const sessionCaching = kind === 'api-cache-off' ? { cache: new SessionCache(), listening: false, close: async () => {} } : sessionCacheWithListener(db.sequelize, log);
  if (kind !== 'api-cache-off') await eventually(() => sessionCaching.listening, { withinMs: 10_000 });
  return createApp({ db, mailer: { send: async () => {}, close: () => {} }, log, config: benchConfig, sessionCaching, billing: benchBilling(db) });
}

if (kind) {
  const server = createServer((await build()).callback());
  server.keepAliveTimeout = 5_000;
  server.listen(0, '127.0.0.1', () => process.send!({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
  process.on('disconnect', () => process.exit(0));
}
