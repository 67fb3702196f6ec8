import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import Koa from 'koa';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openWorkerDatabase } from '../../test/testDatabase';
import { buildTestApp } from '../../test/testApp';
import type { Database } from '../db/database';
import { logAppErrors } from './appErrors';
import type { Logger } from '../logger';

let db: Database;
let dist: string;
const big = randomBytes(4 * 1024 * 1024);
const lines: string[] = [];
const errors: string[] = [];
const log: Logger = {
  info: (line) => lines.push(line),
  error: (line, error) => errors.push(`${line} ${error instanceof Error ? error.stack : String(error)}`),
};

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  dist = mkdtempSync(join(tmpdir(), 'stillpoint-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Stillpoint</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'big-4f2a9c.js'), big);
});
afterAll(async () => {
  await db.close();
  rmSync(dist, { recursive: true, force: true });
});
afterEach(() => {
  lines.length = 0;
  errors.length = 0;
  vi.restoreAllMocks();
});

async function listen(app: Koa): Promise<{ server: Server; port: number }> {
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

async function close(server: Server) {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** GETs `path` and destroys the socket as soon as the first chunk arrives; resolves once the server saw the response close. */
async function abortAfterFirstChunk(server: Server, port: number, path: string) {
  const responseClosed = new Promise<void>((resolve) => server.once('request', (_req, res) => res.once('close', () => resolve())));
  await new Promise<void>((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path }, (response) => {
      response.once('data', () => {
        request.destroy();
        resolve();
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
  });
  await responseClosed;
  // The pipeline's callback and Koa's error event follow the close within a few ticks.
  await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('a client that leaves mid-download', () => {
  it('is not an error: nothing on the error log or the console, and the server keeps serving', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { server, port } = await listen(buildTestApp({ db, log, config: { hostedAppDir: dist } }));
    try {
      for (let i = 0; i < 3; i++) await abortAfterFirstChunk(server, port, '/assets/big-4f2a9c.js');
      expect(errors).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      expect(lines.filter((line) => !line.startsWith('[api] GET /assets/big-4f2a9c.js 200'))).toEqual([]);
      const whole = await fetch(`http://127.0.0.1:${port}/assets/big-4f2a9c.js`);
      expect(Buffer.from(await whole.arrayBuffer()).equals(big)).toBe(true);
    } finally {
      await close(server);
    }
  });

  it('still logs a real failure of a response stream, once, through the app log', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = new Koa();
    app.on('error', logAppErrors(log));
    app.use((ctx) => {
      ctx.body = new Readable({
        read() {
          this.push('first chunk\n');
          this.destroy(new Error('disk read failed'));
        },
      });
    });
    const { server, port } = await listen(app);
    try {
      await fetch(`http://127.0.0.1:${port}/assets/broken.js`)
        .then((response) => response.text())
        .catch(() => '');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/^\[api\] GET \/assets\/broken\.js failed while answering Error: disk read failed/);
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      await close(server);
    }
  });
});
