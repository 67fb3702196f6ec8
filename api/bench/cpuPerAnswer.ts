// CPU time the server process spends per answer: /proc/<pid>/stat utime + stime over an autocannon run,
// divided by the answers. Less sensitive to a shared machine's load than req/s (other processes' work is
// not counted), so it says where a change helps. Not a bench of its own (no `.bench.ts`); run it as
//   ROUTES=user,list KINDS=bare,api node --conditions=source --import tsx api/bench/cpuPerAnswer.ts
// ROUTES: user, list, post; KINDS: bare, pg-one, api, api-log (target.ts's kinds), `main:api` for that server of another
// checkout (BASELINE, default /work/main) in the same run, `api~semi32` for one run with --max-semi-space-size=32 (any
// other word after `~` reaches the server as the EXP variable, for a trial); PROF=1 writes .cpuprofile files to
// /tmp/api-cpu-prof; SERVER_ARGS: more node options for every server; DUMP=1 prints each server's answer; ROUNDS, SECONDS.
// The lowest figure of the rounds is the one to compare (the others carry other processes' interference).
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../src/db/database';
import { breathingConfig } from '../test/testApp';
import { freshDatabase } from './freshDatabase';
import { benchSignUps, seedSavedSessions } from './benchAccounts';
import { ORIGIN } from './target';

// Settings come from the environment: target.ts, imported for its config, reads its own arguments.
const routes = (process.env.ROUTES ?? 'user').split(',');
const kinds = (process.env.KINDS ?? 'bare,api').split(',');
const prof = process.env.PROF === '1';
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SECONDS = Number(process.env.SECONDS ?? 4);
const extraArgs = (process.env.SERVER_ARGS ?? '').split(' ').filter(Boolean);

const ticks = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime, stime (clock ticks: 100 a second)
};

function start(spec: string, url: string): Promise<{ child: ChildProcess; url: string }> {
  const [name, variant = ''] = spec.split('~') as [string, string?];
  const [kind, target] = name.startsWith('main:') ? [name.slice(5), join(process.env.BASELINE ?? '/work/main', 'api/bench/target.ts')] : [name, join(import.meta.dirname, 'target.ts')];
  const words = variant.split('+').filter(Boolean);
  const execArgv = ['--conditions=source', '--import', 'tsx', ...extraArgs, ...(words.includes('semi32') ? ['--max-semi-space-size=32'] : []), ...(prof ? ['--cpu-prof', '--cpu-prof-dir=/tmp/api-cpu-prof'] : [])];
  const env = { ...process.env, EXP: words.join(',') };
  const child = fork(target, [kind, url], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'], execArgv, env });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, url: (message as { url: string }).url }));
    child.once('exit', (code) => reject(new Error(`${kind} server exited (${code})`)));
  });
}

const database = await freshDatabase('api_cpu');
const db = await openDatabase(database.url, { poolMax: 4 });
const children: ChildProcess[] = [];
try {
  const { signUp, close } = benchSignUps(db);
  const reader = await signUp('reader');
  await close();
  await seedSavedSessions(db, reader.id, 20);
  await db.sequelize.query('VACUUM ANALYZE');
  const servers = new Map<string, { child: ChildProcess; url: string }>();
  for (const kind of kinds) {
    const started = await start(kind, database.url);
    children.push(started.child);
    servers.set(kind, started);
  }
  const body = JSON.stringify({ name: 'Bench post', type: 'breathing', config: breathingConfig });
  const options = (route: string, base: string): autocannon.Options =>
    route === 'post'
      ? { url: `${base}/api/sessions`, method: 'POST', body, headers: { Cookie: reader.cookie, Origin: ORIGIN, 'Content-Type': 'application/json' } }
      : { url: `${base}${pathOf(route)}`, headers: { Cookie: reader.cookie } };
  const pathOf = (route: string) => (route === 'list' ? '/api/sessions' : '/api/user');
  if (process.env.DUMP === '1') {
    for (const kind of kinds) {
      const response = await fetch(kind === 'bare' ? `${servers.get(kind)!.url}/` : `${servers.get(kind)!.url}${pathOf(routes[0]!)}`, { headers: { Cookie: reader.cookie } });
      console.log(kind, response.status, [...response.headers].map(([k, v]) => `${k}: ${v}`).join('\n'), '\n', (await response.text()).length, 'characters');
    }
  }
  const results = new Map<string, number[]>();
  const answered = new Map<string, number>();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const route of routes) {
      for (const kind of kinds) {
        const { child, url } = servers.get(kind)!;
        const base = kind.replace('main:', '').startsWith('bare') ? { url: `${url}/` } : options(route, url);
        const warm = await autocannon({ ...base, connections: 50, duration: round === 0 ? 3 : 1 });
        answered.set(kind, (answered.get(kind) ?? 0) + warm.requests.total);
        const before = ticks(child.pid!);
        const result = await autocannon({ ...base, connections: 50, duration: SECONDS });
        const cpu = ticks(child.pid!) - before;
        const answers = result.requests.total;
        answered.set(kind, (answered.get(kind) ?? 0) + answers);
        if (result.non2xx || result.errors) console.log(`  ${route} ${kind}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        const us = (cpu * 10_000) / answers;
        const key = `${kind.replace('main:', '').startsWith('bare') ? 'bare' : route} ${kind}`;
        results.set(key, [...(results.get(key) ?? []), us]);
        console.log(`round ${round} ${key.padEnd(20)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  ${us.toFixed(1).padStart(7)} µs CPU/answer`);
        if (route === 'post') await db.sequelize.query(`DELETE FROM saved_sessions WHERE name = 'Bench post'`);
      }
    }
  }
  console.log(`answers per server (all runs, for profiles): ${[...answered].map(([k, n]) => `${k} ${n}`).join(', ')}`);
  console.log('\nCPU per answer (µs): lowest, median');
  for (const [key, values] of results) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(`${key.padEnd(20)} ${sorted[0]!.toFixed(1).padStart(7)} ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1).padStart(7)}   (all: ${values.map((v) => v.toFixed(0)).join(', ')})`);
  }
} finally {
  for (const child of children) child.disconnect();
  await new Promise((r) => setTimeout(r, 1500));
  await db.close();
  await database.cleanup();
}
