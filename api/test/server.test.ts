import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/db/embeddedPostgres';
import { createDatabaseIfMissing, urlOf, workerDatabaseName } from './testDatabase';

const repoRoot = resolve(import.meta.dirname, '..', '..');
let databaseUrl: string;

beforeAll(async () => {
  await createDatabaseIfMissing(workerDatabaseName());
  databaseUrl = urlOf(workerDatabaseName());
});

describe('server.ts', () => {
  it('logs each default it picks, serves requests, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'api/src/server.ts'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), SMTP_URL: '', SESSION_SECRET: 'test-secret', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolveExit) => child.on('exit', (code) => resolveExit(code)));
    for (let i = 0; i < 150 && !output.includes('[api] listening'); i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(output).toContain(`[api] listening on http://localhost:${port}`);
    expect(output).toContain('[db] using DATABASE_URL');
    expect(output).toContain('[mail] SMTP_URL not set: writing messages to');

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const unknown = await fetch(`http://127.0.0.1:${port}/api/nothing`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Not found' });

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('[api] stopped');
  });
});
