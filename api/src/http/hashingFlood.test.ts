import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtAppFolder } from '../../test/builtAppFolder';
import { openWorkerDatabase } from '../../test/testDatabase';
import { APP_ORIGIN, buildTestApp, uniqueEmail } from '../../test/testApp';
import { productionHashing } from '../config';
import type { Database } from '../db/database';

// Password hashing (argon2id, 64 MiB, 3 passes) runs on libuv's thread pool, as file reads do: a flood of sign-ins
// must not queue the landing page's file reads behind its hashes.
let db: Database;
let build: string;
let server: Server;
let base: string;

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  build = builtAppFolder();
  const app = buildTestApp({ db, config: { hostedAppDir: build, passwordHashing: productionHashing } });
  server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db.close();
  rmSync(build, { recursive: true, force: true });
});

async function timed(request: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const signIn = () =>
  timed(() =>
    fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: APP_ORIGIN },
      body: JSON.stringify({ email: uniqueEmail('flood'), password: 'whatever123' }),
    }),
  );

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('static files during a flood of password hashing', () => {
  it('answers the landing page in a fraction of a sign-in\'s time while 8 clients loop on sign-ins that each hash', async () => {
    let flooding = true;
    const signIns: number[] = [];
    const client = async () => {
      while (flooding) {
        const { ms, status } = await signIn();
        expect(status).toBe(401);
        signIns.push(ms);
      }
    };
    const clients = Array.from({ length: 8 }, client);
    // Each landing request starts once the flood has queued hashing work ahead of it.
    const landings: number[] = [];
    while (signIns.length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    for (let i = 0; i < 3; i += 1) {
      const { ms, status } = await timed(() => fetch(`${base}/`));
      expect(status).toBe(200);
      landings.push(ms);
    }
    flooding = false;
    await Promise.all(clients);
    expect(Math.max(...landings)).toBeLessThan(median(signIns) / 4);
  }, 120_000);
});
