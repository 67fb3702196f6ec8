import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtpCapture';
import { openWorkerDatabase } from '../../test/testDatabase';
import { APP_ORIGIN, breathingConfig, browser, buildTestApp, settled, signUp, TEST_PASSWORD, uniqueEmail } from '../../test/testApp';
import type { Database } from '../db/database';
import { errorMiddleware } from './errorMiddleware';
import type { Logger } from '../logger';

let db: Database;
let app: Koa;
let smtp: SmtpCapture;
const lines: string[] = [];
const recordingLog: Logger = {
  info: (line) => lines.push(line),
  error: (line, error) => lines.push(`${line} ${error instanceof Error ? error.stack : String(error)}`),
};

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  smtp = await startSmtpCapture();
  app = buildTestApp({ db, log: recordingLog, smtpUrl: smtp.url });
});
afterAll(async () => {
  await db.close();
  await smtp.close();
});

/**
 * POSTs raw bytes over a real socket (supertest re-encodes Buffers sent as JSON). Without a
 * Content-Length header in `headers` the body goes in 8 kB chunks with Transfer-Encoding: chunked.
 */
async function postRaw(path: string, body: string | Buffer, headers: Record<string, string | number> = {}) {
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const bytes = Buffer.from(body);
  try {
    return await new Promise<{ status: number; body: string; wasChunked: boolean }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'Content-Type': 'application/json', Origin: APP_ORIGIN, ...headers } });
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, wasChunked: req.chunkedEncoding && !req.hasHeader('content-length') }));
      });
      // The server may answer and close before the last chunk: that is the point, not an error.
      req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
      for (let offset = 0; offset < bytes.length; offset += 8192) req.write(bytes.subarray(offset, offset + 8192));
      req.end();
    });
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('request bodies', () => {
  it('answers 413 to a body over 100 kB, declared or not', async () => {
    const { agent, id, email } = await signUp(app);
    const big = { name: 'x'.repeat(101 * 1024), type: 'breathing', config: breathingConfig };
    const response = await agent.post('/api/sessions').send(big);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: 'The request body is too large (the limit is 100 kB).' });

    // Not declared: chunked, no Content-Length, so only counting the bytes as they arrive can stop it.
    const login = await agent.post('/api/login').send({ email, password: TEST_PASSWORD });
    const cookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const chunked = await postRaw('/api/sessions', JSON.stringify(big), { Cookie: cookie });
    expect(chunked.wasChunked).toBe(true);
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toEqual({ error: 'The request body is too large (the limit is 100 kB).' });
    expect(await db.models.SavedSession.count({ where: { userId: id } })).toBe(0);
  });

  it('accepts a body just under 100 kB (it reaches validation)', async () => {
    const { agent } = await signUp(app);
    const response = await agent.post('/api/sessions').send({ name: 'x'.repeat(99 * 1024), type: 'breathing', config: breathingConfig });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('name: must be at most 100 characters');
  });

  it('answers 400 to malformed JSON without quoting the parser', async () => {
    const response = await browser(app).post('/api/login').set('Content-Type', 'application/json').send('{"email": "a@b.co",');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('reads gzip, deflate and brotli bodies, and answers 400 (not 500) to one that is not what its Content-Encoding says', async () => {
    const body = JSON.stringify({ email: uniqueEmail(), password: 'wrong passphrase' });
    for (const [encoding, compress] of [['gzip', gzipSync], ['deflate', deflateSync], ['br', brotliCompressSync]] as const) {
      const packed = compress(body);
      const read = await postRaw('/api/login', packed, { 'Content-Encoding': encoding, 'Content-Length': packed.length });
      expect(read.status, encoding).toBe(401);
      const mismatched = await postRaw('/api/login', body, { 'Content-Encoding': encoding, 'Content-Length': Buffer.byteLength(body) });
      expect(mismatched.status, encoding).toBe(400);
      expect(JSON.parse(mismatched.body)).toEqual({ error: 'The request body could not be decoded: it does not match its Content-Encoding.' });
    }
    const unknown = await postRaw('/api/login', body, { 'Content-Encoding': 'x-unknown', 'Content-Length': Buffer.byteLength(body) });
    expect(unknown.status).toBe(415);
    expect(typeof JSON.parse(unknown.body).error).toBe('string');
  });

  it('counts the 100 kB limit after decompression (a small gzip body that inflates past it is 413)', async () => {
    const bomb = gzipSync(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(200 * 1024) }));
    expect(bomb.length).toBeLessThan(2048);
    const response = await postRaw('/api/login', bomb, { 'Content-Encoding': 'gzip', 'Content-Length': bomb.length });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ error: 'The request body is too large (the limit is 100 kB).' });
  });

  it('answers 415 to a body that is not JSON (forms, plain text)', async () => {
    const form = await browser(app).post('/api/login').type('form').send({ email: 'a@b.co', password: 'x' });
    expect(form.status).toBe(415);
    expect(form.body).toEqual({ error: 'Send the request body as JSON (Content-Type: application/json).' });
  });
});

describe('cross-origin writes', () => {
  const writes: Array<[string, string]> = [
    ['post', '/api/register'],
    ['post', '/api/login'],
    ['post', '/api/logout'],
    ['post', '/api/sessions'],
    ['delete', '/api/sessions/00000000-0000-4000-8000-000000000000'],
    ['post', '/api/sessions/log'],
    ['patch', '/api/user/preferences'],
    ['delete', '/api/user'],
    ['post', '/api/recommendations/personal'],
    ['post', '/api/forgot-password'],
    ['post', '/api/reset-password'],
    ['post', '/api/verify-email'],
    ['post', '/api/contact'],
  ];

  it('refuses every write from another origin with 403, before touching the session', async () => {
    const { agent } = await signUp(app);
    for (const [method, path] of writes) {
      const response = await (agent as unknown as Record<string, (p: string) => request.Test>)[method]!(path).set('Origin', 'https://evil.example').send({});
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body).toEqual({ error: 'Cross-origin requests are not allowed.' });
    }
    expect((await agent.get('/api/user')).status).toBe(200);
  });

  it('refuses an opaque "null" origin and a cross-site fetch without Origin', async () => {
    const nullOrigin = await request(app.callback()).post('/api/logout').set('Origin', 'null');
    expect(nullOrigin.status).toBe(403);
    const crossSite = await request(app.callback()).post('/api/logout').set('Sec-Fetch-Site', 'cross-site');
    expect(crossSite.status).toBe(403);
  });

  it('allows the app origin and clients that send no Origin (not a browser page)', async () => {
    expect((await request(app.callback()).post('/api/logout').set('Origin', APP_ORIGIN)).status).toBe(200);
    expect((await request(app.callback()).post('/api/logout')).status).toBe(200);
  });

  it('refuses an Origin that merely equals the Host the request names (anyone can send a page from the address it reaches the API at)', async () => {
    const own = await request(app.callback()).post('/api/logout').set('Host', 'api.local:3000').set('Origin', 'http://api.local:3000');
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ error: 'Cross-origin requests are not allowed.' });
    const lan = await request(app.callback()).post('/api/logout').set('Host', '192.168.1.20:3000').set('Origin', 'http://192.168.1.20:3000');
    expect(lan.status).toBe(403);
  });

  it('lets reads through from anywhere (they change nothing; CORS keeps the answers from other pages)', async () => {
    const response = await request(app.callback()).get('/api/user').set('Origin', 'https://evil.example');
    expect(response.status).toBe(401);
  });
});

describe('answers and logs', () => {
  it('answers unknown API paths with 404 JSON', async () => {
    const response = await request(app.callback()).get('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Not found' });
  });

  it('answers a method the path does not have with 405 JSON', async () => {
    const response = await request(app.callback()).put('/api/sessions');
    expect(response.status).toBe(405);
    expect(response.body).toEqual({ error: 'Method Not Allowed' });
  });

  it('turns an unexpected error into a 500 without a stack trace or the error text, and logs it', async () => {
    const log: string[] = [];
    const broken = new Koa();
    broken.use(errorMiddleware({ info: () => {}, error: (line) => log.push(line) }, { reportFailure: () => {} }));
    broken.use(() => {
      throw new Error('select * from users where password = secret');
    });
    const response = await request(broken.callback()).get('/api/anything');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    expect(response.text).not.toMatch(/select|at \w+ \(|\.ts:/);
    expect(log).toEqual(['[api] GET /api/anything failed (500)']);
  });

  it('never writes a password, reset token or session cookie to the log', async () => {
    lines.length = 0;
    const { agent, email } = await signUp(app);
    await agent.post('/api/login').send({ email, password: TEST_PASSWORD });
    await agent.post('/api/forgot-password').send({ email });
    await settled();
    const token = /token=([\w-]+)/.exec(smtp.to(email).at(-1)!.text)![1]!;
    await browser(app).post(`/api/reset-password?token=${token}`).send({ token, password: 'the next passphrase' });
    await browser(app).post('/api/login').send({ email, password: 'wrong passphrase' });
    expect(lines.length).toBeGreaterThan(4);
    const all = lines.join('\n');
    expect(all).toContain('[api] POST /api/login 200');
    for (const secret of [TEST_PASSWORD, 'the next passphrase', 'wrong passphrase', token, 'stillpoint.sid=']) expect(all).not.toContain(secret);
  });
});
