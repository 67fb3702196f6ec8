import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseIfMissing, urlOf, workerDatabaseName } from './testDatabase';
import { startServerProcess, type ServerProcess } from './serverProcess';

const TIMEOUT_MS = 1_000;
/** The timeout, Node's check of it (a tenth of it here) and a slow machine's margin. */
const ANSWERED_WITHIN_MS = TIMEOUT_MS + 3_000;

const dataDir = mkdtempSync(join(tmpdir(), 'stillpoint-timeout-'));
let server: ServerProcess;

beforeAll(async () => {
  await createDatabaseIfMissing(workerDatabaseName());
  server = await startServerProcess({ DATABASE_URL: urlOf(workerDatabaseName()), SESSION_SECRET: 'test-secret', STILLPOINT_DATA_DIR: dataDir, REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Writes `bytes` and nothing more; resolves with what the server sent back until it closed, and when, or at `withinMs` with what came so far. */
function sendAndStall(bytes: string, withinMs: number): Promise<{ answer: string; closedAfterMs: number | null }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket = connect(server.port, '127.0.0.1', () => socket.write(bytes));
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedAfterMs: null });
    }, withinMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
  });
}

describe('a client that sends its request too slowly (REQUEST_TIMEOUT_MS)', () => {
  it('gets 408 once the body has not arrived within the timeout, and the log holds no stack', async () => {
    const head = `POST /api/contact HTTP/1.1\r\nHost: localhost:${server.port}\r\nOrigin: http://localhost:${server.port}\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n`;
    const { answer, closedAfterMs } = await sendAndStall(`${head}{"`, ANSWERED_WITHIN_MS);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    // The request log says what the client got.
    await expect.poll(() => server.messages(), { timeout: 2_000 }).toContainEqual(expect.stringMatching(/^\[api\] POST \/api\/contact 408 \d+\.\dms$/));
    expect(server.log().filter((line) => line.err)).toEqual([]);
  });

  it('gets 408 once the headers have not arrived within the timeout', async () => {
    const { answer, closedAfterMs } = await sendAndStall(`GET /api/health HTTP/1.1\r\nHost: localhost:${server.port}\r\nX-Slow: `, ANSWERED_WITHIN_MS);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).not.toBeNull();
    expect(server.log().filter((line) => line.err)).toEqual([]);
  });
});
