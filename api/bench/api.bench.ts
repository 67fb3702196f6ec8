// `npm run bench -- api`: throughput and latency of the API on loopback against a fresh database,
// beside a bare Koa route in the same run (the ratio is the figure to watch; absolute numbers depend
// on the machine). Each run is bounded (DURATION_S seconds, 50 connections).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Koa from 'koa';
import pg from 'pg';
import { createApp } from '../src/app';
import { defaultRateLimits } from '../src/config';
import { openDatabase } from '../src/db/database';
import { startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embeddedPostgres';
import { silentLogger } from '../src/http/logger';

const DURATION_S = 5;
const CONNECTIONS = 50;
const ORIGIN = 'http://bench.stillpoint.test';

const breathingConfig = {
  technique: 'box',
  duration: { type: 'rounds', value: 6 },
  restBetweenSets: 0,
  visualGuide: 'circle',
  customPattern: { inhale: 4, hold: 4, exhale: 4, holdAfterExhale: 4 },
  ambient: 'none',
  notificationSound: 'bell_chime',
  notificationsEnabled: true,
};

function listen(app: Koa): Promise<{ server: Server; url: string }> {
  const server = createServer(app.callback());
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

async function freshDatabase(): Promise<{ url: string; cleanup: () => Promise<void> }> {
  const name = `api_bench_${Date.now().toString(36)}`;
  if (process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      cleanup: async () => {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const folder = mkdtempSync(join(tmpdir(), 'stillpoint-api-bench-'));
  chmodSync(folder, 0o755);
  const embedded: EmbeddedServer = await startEmbeddedPostgres(folder, { database: name });
  return {
    url: embedded.url,
    cleanup: async () => {
      await embedded.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

interface Figures {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function run(label: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return { label, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
}

const database = await freshDatabase();
const db = await openDatabase(database.url, { poolMax: 10 });
const app = createApp({
  db,
  mailer: { send: async () => {}, close: () => {} },
  log: silentLogger,
  config: {
    appOrigin: ORIGIN,
    secureCookies: false,
    trustProxy: false,
    sessionKeys: ['bench-key'],
    sessionMaxAgeMs: 24 * 60 * 60 * 1000,
    developerEmails: new Set(),
    supportEmail: 'support@stillpoint.test',
    mailFrom: 'bench@stillpoint.test',
    trialDays: 14,
    passwordHashing: { memoryCost: 65536, timeCost: 3, parallelism: 4 },
    rateLimits: defaultRateLimits,
    hostedAppDir: null,
  },
});
const bare = new Koa();
bare.use((ctx) => {
  ctx.body = { ok: true };
});

const api = await listen(app);
const reference = await listen(bare);
try {
  const register = await fetch(`${api.url}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'User', email: 'bench@example.com', password: 'bench password' }),
  });
  if (register.status !== 201) throw new Error(`sign-up failed: ${register.status}`);
  const cookie = register.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  for (let i = 0; i < 20; i += 1) {
    await fetch(`${api.url}/api/sessions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, Cookie: cookie },
      body: JSON.stringify({ name: `Saved ${i}`, type: 'breathing', config: breathingConfig }),
    });
  }

  const figures: Figures[] = [];
  figures.push(await run('bare Koa route (reference)', { url: `${reference.url}/` }));
  figures.push(await run('GET /api/user (signed in)', { url: `${api.url}/api/user`, headers: { Cookie: cookie } }));
  figures.push(await run('GET /api/sessions (20 saved)', { url: `${api.url}/api/sessions`, headers: { Cookie: cookie } }));
  figures.push(
    await run('POST /api/sessions', {
      url: `${api.url}/api/sessions`,
      method: 'POST',
      headers: { Cookie: cookie, Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Bench box', type: 'breathing', config: breathingConfig }),
    }),
  );

  const base = figures[0]!.rps;
  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s each, loopback, ${process.env.DATABASE_URL ? 'DATABASE_URL server' : 'embedded PostgreSQL'}`);
  console.log('route                            req/s     p50 ms   p99 ms   non-2xx   vs bare');
  for (const f of figures) {
    console.log(
      `${f.label.padEnd(32)} ${f.rps.toFixed(0).padStart(7)} ${String(f.p50).padStart(9)} ${String(f.p99).padStart(8)} ${String(f.non2xx).padStart(9)}   ${(f.rps / base).toFixed(3)}`,
    );
  }
} finally {
  api.server.close();
  reference.server.close();
  await db.close();
  await database.cleanup();
}
