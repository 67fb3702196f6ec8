import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseIfMissing, urlOf, workerDatabaseName } from './testDatabase';
import { startServerProcess } from './serverProcess';

let databaseUrl: string;
const dataDir = mkdtempSync(join(tmpdir(), 'stillpoint-server-'));
/** A VAPID pair as web-push makes them: a public origin needs one, and with it nothing is generated. */
/** A public origin names who runs it (the imprint, privacy policy and terms). */
const OPERATOR = { OPERATOR_NAME: 'Stillpoint Test B.V.', OPERATOR_ADDRESS: 'Keizersgracht 1, 1015 CJ Amsterdam', OPERATOR_EMAIL: 'hello@stillpoint.test' };
const VAPID = { VAPID_PUBLIC_KEY: 'BAbUHICiRoUocIFOdT2UuyVCbKlXcbTQOyzvC32dhbLfbInxwSYZj4t-cEAgIYpw8b9IEn_wKE_2vejzN3wooNE', VAPID_PRIVATE_KEY: 'Kej8u36W6VmY0YkhWYxIF7jx65cKqvVdz3QLW-T8SMc' };

beforeAll(async () => {
  await createDatabaseIfMissing(workerDatabaseName());
  databaseUrl = urlOf(workerDatabaseName());
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Whether a TCP connection to host:port is accepted. */
function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolveReach) => {
    const socket = connect({ host, port, timeout: 2_000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolveReach(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/** Another address of this machine than loopback (the LAN address), else ::1: a server bound to 127.0.0.1 must not answer there. */
function anotherLocalAddress(): string {
  const lan = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && !address.internal && address.family === 'IPv4');
  return lan?.address ?? '::1';
}

describe('server.ts', () => {
  it('logs each default it picks, serves requests, and stops cleanly on SIGTERM', async () => {
    const server = await startServerProcess({ DATABASE_URL: databaseUrl, SESSION_SECRET: 'test-secret', STILLPOINT_DATA_DIR: dataDir, ...VAPID });
    const output = server.output();
    expect(output).toContain(`[api] listening on http://127.0.0.1:${server.port}`);
    expect(output).toContain('[db] using DATABASE_URL');
    expect(output).toContain(`[mail] SMTP_URL not set: writing messages to ${join(dataDir, 'outbox')}/`);
    expect(output).not.toContain('[session]');
    expect(output).toContain('[push] web push signed with VAPID_PUBLIC_KEY (subject mailto:support@stillpoint.app)');
    // The two-command default: the app on this machine, payments played by the local provider.
    expect(output).toContain(`[billing] MOLLIE_API_KEY not set: local payments (checkout at http://localhost:${server.port}/api/billing/local/checkout/…, no money moves)`);

    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    const unknown = await fetch(`${server.url}/api/nothing`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Not found' });

    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('[api] stopped');
    // With SESSION_SECRET, DATABASE_URL and the VAPID pair given, nothing was written to the data folder.
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('binds only the address HOST names (127.0.0.1: loopback, not the machine\'s other addresses)', async () => {
    const other = anotherLocalAddress();
    const server = await startServerProcess({ DATABASE_URL: databaseUrl, SESSION_SECRET: 'test-secret', STILLPOINT_DATA_DIR: dataDir, HOST: '127.0.0.1' });
    try {
      expect(server.output()).toContain(`[api] listening on http://127.0.0.1:${server.port}`);
      expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);
      expect(await reachable(other, server.port), `${other} must not answer`).toBe(false);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('with HOST unset and a loopback APP_ORIGIN (the default, with the free local checkout), listens on loopback only', async () => {
    const other = anotherLocalAddress();
    const server = await startServerProcess({ DATABASE_URL: databaseUrl, SESSION_SECRET: 'test-secret', STILLPOINT_DATA_DIR: dataDir, ...VAPID });
    try {
      expect(server.output()).toContain(`[api] listening on http://127.0.0.1:${server.port}`);
      expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);
      expect(await reachable(other, server.port), `${other} must not answer`).toBe(false);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('refuses to start on an invalid HOST, saying why in one line', async () => {
    const started = startServerProcess({ DATABASE_URL: databaseUrl, SESSION_SECRET: 'test-secret', STILLPOINT_DATA_DIR: dataDir, HOST: 'not a host!' });
    const outcome = await started.then(
      async (server) => `started anyway:\n${server.output()}(stopped: ${await server.stop()})`,
      (error: Error) => error.message,
    );
    expect(outcome).toMatch(/^server\.ts did not start:\n\[api\] could not start: Invalid configuration: HOST: [^\n]+\n?$/);
  });

  it('refuses to start for a public APP_ORIGIN without MOLLIE_API_KEY, naming it in one line (anyone could subscribe for free on the local checkout)', async () => {
    const started = startServerProcess({ DATABASE_URL: databaseUrl, SESSION_SECRET: 'test-secret', STILLPOINT_DATA_DIR: dataDir, APP_ORIGIN: 'https://app.stillpoint.test' });
    const outcome = await started.then(
      async (server) => `started anyway:\n${server.output()}(stopped: ${await server.stop()})`,
      (error: Error) => error.message,
    );
    expect(outcome).toMatch(/^server\.ts did not start:\n\[api\] could not start: Invalid configuration: MOLLIE_API_KEY: not set, and APP_ORIGIN https:\/\/app\.stillpoint\.test is not a loopback origin[^\n]*\n?$/);
  });

  it('runs the local provider on a public origin only when BILLING_PROVIDER=local says so, with a warning line', async () => {
    const server = await startServerProcess({ DATABASE_URL: databaseUrl, SESSION_SECRET: 'test-secret', STILLPOINT_DATA_DIR: dataDir, APP_ORIGIN: 'https://demo.stillpoint.test', BILLING_PROVIDER: 'local', ...VAPID, ...OPERATOR });
    try {
      const warnings = server.messages().filter((line) => line.startsWith('[billing]'));
      expect(warnings).toEqual([expect.stringMatching(/^\[billing\] WARNING: BILLING_PROVIDER=local on the public origin https:\/\/demo\.stillpoint\.test: anyone can subscribe for free/)]);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('refuses to start for a public APP_ORIGIN without the VAPID pair, naming it in one line (generated keys live on one machine only)', async () => {
    const started = startServerProcess({ DATABASE_URL: databaseUrl, SESSION_SECRET: 'test-secret', STILLPOINT_DATA_DIR: dataDir, APP_ORIGIN: 'https://demo.stillpoint.test', BILLING_PROVIDER: 'local' });
    const outcome = await started.then(
      async (server) => `started anyway:\n${server.output()}(stopped: ${await server.stop()})`,
      (error: Error) => error.message,
    );
    expect(outcome).toMatch(/^server\.ts did not start:\n\[api\] could not start: Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: not set, and APP_ORIGIN https:\/\/demo\.stillpoint\.test is not a loopback origin[^\n]*\n?$/);
  });

  it('makes a VAPID pair once for a loopback origin, keeps it in the data folder (0600) and says so in one line', async () => {
    const own = mkdtempSync(join(tmpdir(), 'stillpoint-vapid-'));
    try {
      const file = join(own, 'vapid-keys.json');
      const first = await startServerProcess({ DATABASE_URL: databaseUrl, SESSION_SECRET: 'test-secret', STILLPOINT_DATA_DIR: own });
      expect(first.messages().filter((line) => line.startsWith('[push]'))).toEqual([`[push] VAPID_PUBLIC_KEY not set: signing web push with the key pair kept in ${file}`]);
      expect(await first.stop()).toBe(0);
      const pair = readFileSync(file, 'utf8');
      expect(JSON.parse(pair)).toEqual({ publicKey: expect.stringMatching(/^[\w-]{87}$/), privateKey: expect.stringMatching(/^[\w-]{43}$/) });
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const second = await startServerProcess({ DATABASE_URL: databaseUrl, SESSION_SECRET: 'test-secret', STILLPOINT_DATA_DIR: own });
      expect(await second.stop()).toBe(0);
      expect(readFileSync(file, 'utf8')).toBe(pair);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });
});
