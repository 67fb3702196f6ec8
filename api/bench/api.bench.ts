// `npm run bench -- api`: throughput and latency of the API on loopback against a fresh database, in
// the same run as two anchors: a bare Koa route, and minimal Koa + `pg` routes sending the statements the
// API sends (the session with its user, then the work). Every server runs in a process of its own
// (bench/target.ts); the API twice, with the silent logger and with the production one (its stdout goes
// to a file). ROUNDS alternating rounds of DURATION_S seconds per route and server; medians are shown.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../src/db/database';
import { breathingConfig } from '../test/testApp';
import { freshDatabase } from './freshDatabase';
import { benchSignUps, seedSavedSessions, type BenchAccount } from './benchAccounts';
import { ORIGIN } from './target';

const ROUNDS = 5;
const DURATION_S = 3;
const CONNECTIONS = 50;
const SIGNED_IN_READ = 'GET /api/user';
/** The API's goal (issue 29): every route at least this share of the minimal route's req/s... */
const RATE_GOAL = 0.9;
/** ...and its p99 at most this many times the minimal route's, in the same run. */
const P99_GOAL = 1.5;

type Kind = 'bare' | 'pg' | 'api' | 'api-log' | 'api-cache-off';
const KIND_LABEL: Record<Kind, string> = {
  bare: 'bare Koa route',
  pg: 'minimal Koa + pg',
  api: 'API, silent logger',
  'api-log': 'API, production logger',
  'api-cache-off': 'API, session cache off',
};

function start(kind: Kind, url: string, logFile: string): Promise<{ child: ChildProcess; url: string }> {
  const out = kind === 'api-log' ? openSync(logFile, 'w') : 'ignore';
  const child = fork(join(import.meta.dirname, 'target.ts'), [kind, url], { stdio: ['ignore', out, 'inherit', 'ipc'], execArgv: ['--conditions=source', '--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, url: (message as { url: string }).url }));
    child.once('exit', (code) => reject(new Error(`${kind} server exited (${code})`)));
  });
}

interface Case {
  route: string;
  kind: Kind;
  options: (base: string) => autocannon.Options;
  afterRun?: () => Promise<void>;
}

interface Figures {
  rps: number[];
  p50: number[];
  p99: number[];
  non2xx: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const database = await freshDatabase('api_bench');
const logFolder = mkdtempSync(join(tmpdir(), 'stillpoint-api-bench-log-'));
const db = await openDatabase(database.url, { poolMax: 4 });
const children: ChildProcess[] = [];
try {
  // Accounts, signed up through the API itself (production argon2 cost, sign-up only).
  const { signUp, close } = benchSignUps(db);
  const reader = await signUp('reader');
  const collector = await signUp('collector');
  const writers: BenchAccount[] = [];
  for (let i = 0; i < CONNECTIONS; i += 1) writers.push(await signUp(`writer${i}`));
  await close();
  await seedSavedSessions(db, reader.id, 20);
  await seedSavedSessions(db, collector.id, 1600);
  await db.sequelize.query('VACUUM ANALYZE');

  const servers = new Map<Kind, string>();
  for (const kind of Object.keys(KIND_LABEL) as Kind[]) {
    const started = await start(kind, database.url, join(logFolder, 'requests.log'));
    children.push(started.child);
    servers.set(kind, started.url);
  }

  const postBody = JSON.stringify({ name: 'Bench post', type: 'breathing', config: breathingConfig });
  // Each connection posts as its own account (50 accounts), as many people would; their saves are removed after each run.
  // The dead rows are vacuumed before the next case starts: else autovacuum would clear them while that case is measured (the faster a
  // server saved, the more it would slow whatever ran next).
  const clearPosts = async () => {
    await db.sequelize.query(`DELETE FROM saved_sessions WHERE name = 'Bench post'`);
    await db.sequelize.query('VACUUM (ANALYZE) saved_sessions, saved_session_counts');
  };
  const get = (path: string, cookie: string) => (base: string) => ({ url: `${base}${path}`, headers: { Cookie: cookie } });
  const post = (base: string): autocannon.Options => {
    let next = 0;
    return {
      url: `${base}/api/sessions`,
      method: 'POST',
      body: postBody,
      setupClient: (client) => client.setHeaders({ Cookie: writers[next++ % writers.length]!.cookie, Origin: ORIGIN, 'Content-Type': 'application/json' }),
    };
  };
  const cases: Case[] = [{ route: 'bare Koa route', kind: 'bare', options: (base) => ({ url: `${base}/` }) }];
  for (const kind of ['pg', 'api', 'api-log', 'api-cache-off'] as const) {
    cases.push({ route: SIGNED_IN_READ, kind, options: get('/api/user', reader.cookie) });
    cases.push({ route: 'GET /api/sessions (20 saved)', kind, options: get('/api/sessions', reader.cookie) });
    if (kind === 'api-cache-off') continue;
    cases.push({ route: 'POST /api/sessions', kind, options: post, afterRun: clearPosts });
    cases.push({ route: 'GET /api/sessions (1,600 saved)', kind, options: get('/api/sessions', collector.cookie) });
  }

  const figures = new Map<Case, Figures>(cases.map((c) => [c, { rps: [], p50: [], p99: [], non2xx: 0 }]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const c of round % 2 ? [...cases].reverse() : cases) {
      const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...c.options(servers.get(c.kind)!) });
      const f = figures.get(c)!;
      f.rps.push(result.requests.average);
      f.p50.push(result.latency.p50);
      f.p99.push(result.latency.p99);
      f.non2xx += result.non2xx + result.errors;
      await c.afterRun?.();
    }
  }

  const med = (route: string, kind: Kind) => {
    const c = cases.find((x) => x.route === route && x.kind === kind)!;
    const f = figures.get(c)!;
    return { rps: median(f.rps), p50: median(f.p50), p99: median(f.p99), non2xx: f.non2xx };
  };
  const bare = med('bare Koa route', 'bare').rps;
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_S} s, medians; every server in its own process; ${process.env.DATABASE_URL ? 'DATABASE_URL server' : 'embedded PostgreSQL'}`,
  );
  console.log(`${'route'.padEnd(32)} ${'server'.padEnd(30)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)}  vs bare   vs pg`);
  const routes = [...new Set(cases.map((c) => c.route))];
  for (const route of routes) {
    const reference = cases.some((c) => c.route === route && c.kind === 'pg') ? med(route, 'pg').rps : undefined;
    for (const c of cases.filter((x) => x.route === route)) {
      const f = med(route, c.kind);
      console.log(
        `${route.padEnd(32)} ${KIND_LABEL[c.kind].padEnd(30)} ${f.rps.toFixed(0).padStart(7)} ${String(f.p50).padStart(7)} ${String(f.p99).padStart(7)} ${String(f.non2xx).padStart(8)}  ${(f.rps / bare).toFixed(3).padStart(7)}  ${reference ? (f.rps / reference).toFixed(2).padStart(5) : ''}`,
      );
    }
  }

  const verdict = (pass: boolean, text: string) => console.log(`${pass ? 'PASS' : 'MISS'}  ${text}`);
  console.log(`\ngoals: every route at least ${RATE_GOAL} of the minimal Koa + pg route's req/s, and its p99 at most ${P99_GOAL} times that route's`);
  const apiRoutes = routes.filter((r) => r !== 'bare Koa route');
  for (const kind of ['api', 'api-log'] as const) {
    for (const route of apiRoutes) {
      const api = med(route, kind);
      const reference = med(route, 'pg');
      const rate = api.rps / reference.rps;
      const p99 = api.p99 / reference.p99;
      verdict(rate >= RATE_GOAL, `${route} (${KIND_LABEL[kind]}): ${api.rps.toFixed(0)} vs ${reference.rps.toFixed(0)} req/s, ${rate.toFixed(2)} of the minimal route`);
      verdict(p99 <= P99_GOAL, `${route} (${KIND_LABEL[kind]}): p99 ${api.p99} vs ${reference.p99} ms, ${p99.toFixed(2)} times the minimal route's`);
    }
    // A refusal is answered faster than the work it refuses: figures with any are not the route's.
    const refused = apiRoutes.filter((r) => med(r, kind).non2xx > 0);
    verdict(
      refused.length === 0,
      `every answer of every API route a success (${KIND_LABEL[kind]}): ${refused.length ? refused.map((r) => `${r} ${med(r, kind).non2xx}`).join(', ') : 'no errors'}`,
    );
  }
  console.log('\nsession cache (issue 29: it stays only if it makes the signed-in read at least 1.3 times as fast)');
  for (const route of [SIGNED_IN_READ, 'GET /api/sessions (20 saved)']) {
    const on = med(route, 'api').rps;
    const off = med(route, 'api-cache-off').rps;
    verdict(on / off >= 1.3, `${route}: ${on.toFixed(0)} req/s with the cache, ${off.toFixed(0)} without: ${(on / off).toFixed(2)} times`);
  }
} finally {
  for (const child of children) child.kill();
  await db.close();
  await database.cleanup();
  rmSync(logFolder, { recursive: true, force: true });
}
