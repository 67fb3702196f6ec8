import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '@stillpoint/test-support/eventually';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/db/embeddedPostgres';
import { startServerProcess, type ServerProcess } from './serverProcess';
import { startSmtpCapture, type SmtpCapture } from './smtpCapture';
import { TEST_PASSWORD, uniqueEmail } from './testApp';
import { createDatabaseIfMissing, urlOf, workerDatabaseName } from './testDatabase';

const dataDir = mkdtempSync(join(tmpdir(), 'stillpoint-account-mails-'));
/** A database of its own: the queue then holds this file's e-mails alone, and production's rate limits count only its requests. */
const database = `${workerDatabaseName()}_account_mails`;
const servers: ServerProcess[] = [];
let smtp: SmtpCapture | undefined;
beforeAll(() => createDatabaseIfMissing(database));
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(smtpUrl: string) {
  const server = await startServerProcess({ DATABASE_URL: urlOf(database), SESSION_SECRET: 'test-secret', STILLPOINT_DATA_DIR: dataDir, SMTP_URL: smtpUrl });
  servers.push(server);
  return server;
}

function post(server: ServerProcess, path: string, body: unknown) {
  return fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: `http://localhost:${server.port}` }, body: JSON.stringify(body) });
}

/** The queue's account e-mail jobs by state (pg-boss's own table). */
async function accountMailJobs(): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: urlOf(database) });
  await client.connect();
  try {
    const { rows } = await client.query<{ state: string; count: string }>(
      "SELECT state, count(*) FROM pgboss.job WHERE name = 'account-mail' GROUP BY state",
    );
    return Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
  } finally {
    await client.end();
  }
}

describe('confirmation and reset e-mails', () => {
  it('asked for while the mail server cannot be reached, and the server then stopped, are sent once by the next server when mail answers', { timeout: 240_000 }, async () => {
    const smtpPort = await freePort();
    const smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
    const first = await startServer(smtpUrl);
    const email = uniqueEmail('queued');
    const registered = await post(first, '/api/register', { firstName: 'Queued', lastName: 'Mail', email, password: TEST_PASSWORD });
    expect(registered.status, await registered.clone().text()).toBe(201);
    expect((await post(first, '/api/forgot-password', { email })).status).toBe(200);
    // Both were tried against the unreachable server and wait for their retry.
    await eventually(async () => (await accountMailJobs()).retry === 2, { withinMs: 30_000, everyMs: 250 });
    expect(await first.stop()).toBe(0);

    smtp = await startSmtpCapture(smtpPort);
    await startServer(smtpUrl);
    await eventually(async () => (await accountMailJobs()).completed === 2, { withinMs: 60_000, everyMs: 250 });
    expect(smtp.to(email).map((mail) => mail.subject).sort()).toEqual(['Confirm your Stillpoint e-mail address', 'Reset your Stillpoint password']);
  });
});
