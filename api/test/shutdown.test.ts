import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, uniqueEmail } from './testApp';
import { createDatabaseIfMissing, urlOf, workerDatabaseName } from './testDatabase';
import { startServerProcess, type ServerProcess } from './serverProcess';

const CONNECTIONS = 50;
/** Every tenth connection writes its requests two at a time (pipelining), as some clients and proxies do. */
const PIPELINED_EVERY = 10;
/** Bounds of the burst: each connection stops after this many requests, or when the server closes it. */
const MAX_REQUESTS_PER_CONNECTION = 1_000;
/**
 * SIGTERM once this many answers came back (mid-burst), and every connection has had one. A connection the kernel
 * completed but the server has not accepted yet is reset by the kernel when the listening socket closes, before the
 * server reads a byte of it; under a keep-alive burst Node takes up to a second to accept a waiting connection. Each
 * connection's first answer shows the server took it, so every request the test counts reached the server.
 */
const SIGTERM_AFTER_ANSWERS = 400;

const dataDir = mkdtempSync(join(tmpdir(), 'stillpoint-shutdown-'));
let server: ServerProcess | undefined;

/**
 * A database of its own: the server runs with production's rate limits, which count per address in the database, and
 * on the worker's shared one the sign-ups other files made from 127.0.0.1 would leave this one's refused.
 */
const database = `${workerDatabaseName()}_shutdown`;
beforeAll(() => createDatabaseIfMissing(database));
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Tally {
  answered: number;
  /** Answers with `Connection: close`: the client knows not to send more on that connection. */
  closingAnswers: number;
  /** Connections the server closed while no request of ours was on them: a client retries elsewhere, safely. */
  closedWhileIdle: number;
  /** Requests written that never got a whole answer (reset, or closed before answering): a client cannot know whether they ran. */
  unanswered: string[];
}

/** The answers in `buffer` (status line, headers, Content-Length body), and what is left of it. */
function takeAnswers(buffer: string): { answers: { head: string }[]; rest: string } {
  const answers: { head: string }[] = [];
  for (;;) {
    const end = buffer.indexOf('\r\n\r\n');
    if (end < 0) break;
    const head = buffer.slice(0, end);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (buffer.length < end + 4 + length) break;
    answers.push({ head });
    buffer = buffer.slice(end + 4 + length);
  }
  return { answers, rest: buffer };
}

/**
 * One keep-alive connection that writes its next request(s) as soon as the last answer is in. It never writes on a
 * connection it has seen closed, so whatever it wrote and did not get an answer for was sent to a server that
 * accepted it.
 */
function burstConnection(port: number, requests: readonly string[], batch: number, tally: Tally, onAnswer: (first: boolean) => void): Promise<void> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let buffer = '';
    let waiting = 0;
    let sent = 0;
    let answered = 0;
    let finished = false;
    const send = () => {
      if (sent >= MAX_REQUESTS_PER_CONNECTION) {
        finished = true;
        socket.end();
        return;
      }
      const text = Array.from({ length: batch }, (_, i) => requests[(sent + i) % requests.length]).join('');
      sent += batch;
      waiting += batch;
      socket.write(text);
    };
    socket.once('connect', send);
    socket.on('data', (chunk) => {
      const { answers, rest } = takeAnswers(buffer + chunk.toString('latin1'));
      buffer = rest;
      for (const { head } of answers) {
        waiting -= 1;
        answered += 1;
        tally.answered += 1;
        onAnswer(answered === 1);
        if (/\r\nconnection: *close/i.test(head)) {
          tally.closingAnswers += 1;
          finished = true;
        }
      }
      if (waiting > 0) return;
      if (finished) socket.end();
      else send();
    });
    let reason: string | undefined;
    socket.on('error', (error: NodeJS.ErrnoException) => (reason = error.code ?? error.message));
    socket.on('close', () => {
      if (waiting > 0) tally.unanswered.push(`${waiting} request(s) written after ${answered} answer(s), then ${reason ?? 'closed without an answer'}`);
      else if (!finished) tally.closedWhileIdle += 1;
      resolve();
    });
  });
}

/** Whether a new connection is refused (nothing listens any more). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('server.ts on SIGTERM during a burst of keep-alive requests', () => {
  it('answers every request that was sent, tells each connection to close, then stops accepting and exits 0', { timeout: 90_000 }, async () => {
    server = await startServerProcess({ DATABASE_URL: urlOf(database), SESSION_SECRET: 'test-secret', STILLPOINT_DATA_DIR: dataDir });
    const { port } = server;
    const origin = `http://localhost:${port}`;
    const registered = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ firstName: 'Drain', lastName: 'Test', email: uniqueEmail('drain'), password: TEST_PASSWORD }),
    });
    expect(registered.status, await registered.clone().text()).toBe(201);
    const cookie = registered.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    // A cheap answer and a signed-in read of the database, in turn.
    const requests = [`GET /api/health HTTP/1.1\r\nHost: ${origin.slice(7)}\r\n\r\n`, `GET /api/sessions HTTP/1.1\r\nHost: ${origin.slice(7)}\r\nCookie: ${cookie}\r\n\r\n`];

    const tally: Tally = { answered: 0, closingAnswers: 0, closedWhileIdle: 0, unanswered: [] };
    let exited: Promise<number | null> | undefined;
    const running = server;
    let acceptedConnections = 0;
    const onAnswer = (first: boolean) => {
      if (first) acceptedConnections += 1;
      if (!exited && acceptedConnections === CONNECTIONS && tally.answered >= SIGTERM_AFTER_ANSWERS) exited = running.stop();
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => burstConnection(port, requests, i % PIPELINED_EVERY === 0 ? 2 : 1, tally, onAnswer)));

    expect(exited, 'SIGTERM was sent mid-burst').toBeDefined();
    expect(tally.unanswered).toEqual([]);
    expect(tally.answered).toBeGreaterThan(SIGTERM_AFTER_ANSWERS);
    // Every connection was told to close, or closed while idle; none ran to its own end after SIGTERM.
    expect(tally.closingAnswers + tally.closedWhileIdle).toBe(CONNECTIONS);
    expect(tally.closingAnswers).toBeGreaterThan(0);
    expect(await refused(port)).toBe(true);
    expect(await exited).toBe(0);
    expect(server.output()).toContain('[api] stopped');
    server = undefined;
  });
});
