import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '@stillpoint/test-support/eventually';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeEmbeddedPostgres } from '../api/src/db/embeddedPostgres';

const root = join(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHttp(url: string, child: ChildProcess, output: () => string): Promise<Response> {
  try {
    return await eventually(
      () => {
        if (child.exitCode !== null) throw new Error(`npm start exited early (${child.exitCode})`);
        return fetch(url).catch(() => undefined);
      },
      { withinMs: 120_000, everyMs: 250, what: `an answer from ${url}` },
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}:\n${output()}`, { cause: error });
  }
}

// `npm start` as a new user runs it: the same script, a free port, its own data folder and database.
describe('npm start', () => {
  let child: ChildProcess;
  let log = '';
  let port = 0;
  // The server keeps its session key, outbox and (without DATABASE_URL) its database here, not in <repo>/.data.
  // Private (0700), as mkdtemp makes it.
  const dataDir = mkdtempSync(join(tmpdir(), 'stillpoint-start-'));
  const database = `stillpoint_start_${process.pid}`;
  const adminUrl = process.env.DATABASE_URL;

  beforeAll(async () => {
    port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), STILLPOINT_DATA_DIR: dataDir };
    // The local defaults for the key and the mail, whatever the shell running the tests has set.
    delete env.SESSION_SECRET;
    delete env.SMTP_URL;
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${database}`;
      env.DATABASE_URL = url.toString();
    }
    child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk) => (log += chunk));
    child.stderr?.on('data', (chunk) => (log += chunk));
  });

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    removeEmbeddedPostgres(join(dataDir, 'postgres'));
    rmSync(dataDir, { recursive: true, force: true });
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    }
  });

  it('serves the hosted app and the API on the chosen port', async () => {
    const page = await waitForHttp(`http://127.0.0.1:${port}/`, child, () => log);
    expect(page.status).toBe(200);
    // The landing page, prerendered: a crawler reads it without running a script.
    const html = await page.text();
    expect(html).toContain('<title>Minimalist breathing and meditation timer | Stillpoint</title>');
    // Its practices start in place from the widget chunks built with it (a static page: hosted-app/src/lib/pageHandle.ts).
    expect(html).toMatch(/data-island-module="\/assets\/breath-session-[\w-]+\.js"/);

    const user = await fetch(`http://127.0.0.1:${port}/api/user`);
    expect(user.status).toBe(401);
    expect(await user.json()).toEqual({ error: expect.any(String) });

    // A screen of the signed-in app, opened directly: the single-page app's shell.
    const deepLink = await fetch(`http://127.0.0.1:${port}/app/library`, { headers: { Accept: 'text/html' } });
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('window.__reactRouterContext');
    expect((await fetch(`http://127.0.0.1:${port}/no/such/page`, { headers: { Accept: 'text/html' } })).status).toBe(404);
  });

  it('says in one line which database it runs on, keeps its files in STILLPOINT_DATA_DIR, and stops cleanly on SIGTERM', async () => {
    expect(log).toMatch(/\[db\] /);
    expect(log).toContain(`[session] SESSION_SECRET not set: signing cookies with the key kept in ${join(dataDir, 'session-secret')}`);
    expect(log).toContain(`[mail] SMTP_URL not set: writing messages to ${join(dataDir, 'outbox')}/`);
    expect(existsSync(join(dataDir, 'session-secret'))).toBe(true);
    if (!adminUrl) expect(log).toContain(`[db] DATABASE_URL not set: embedded PostgreSQL at ${join(dataDir, 'postgres')}`);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
