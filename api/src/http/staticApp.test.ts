import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { builtAppFolder, LANDING_INLINE_SCRIPT, LANDING_STYLE_ATTRIBUTE } from '../../test/builtAppFolder';
import { openWorkerDatabase } from '../../test/testDatabase';
import { browser, buildTestApp, settled, TEST_PASSWORD, uniqueEmail } from '../../test/testApp';
import type { Database } from '../db/database';

let db: Database;
let app: Koa;
let build: string;
let dist: string;
const script = `console.log(${JSON.stringify('a calm breath '.repeat(400))});`;
const page = '<!doctype html><title>Box breathing</title><main>Prerendered</main>';

/** GETs `path` over a real socket and keeps the bytes as they travel (supertest would decompress them). */
async function raw(path: string, acceptEncoding: string) {
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await new Promise<{ response: IncomingMessage; bytes: Buffer }>((resolve, reject) => {
      const port = (server.address() as AddressInfo).port;
      get({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ response, bytes: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  build = builtAppFolder();
  dist = join(build, 'client');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{}');
  writeFileSync(join(dist, 'assets', 'app-9b8c7d.js'), script);
  writeFileSync(join(dist, 'assets', 'app-9b8c7d.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'app-9b8c7d.js.gz'), gzipSync(script));
  // A prerendered route, as React Router's build writes it: a folder with its own index.html.
  mkdirSync(join(dist, 'techniques', 'box-breathing'), { recursive: true });
  writeFileSync(join(dist, 'techniques', 'box-breathing', 'index.html'), page);
  writeFileSync(join(dist, 'techniques', 'box-breathing', 'index.html.br'), brotliCompressSync(page));
  const routes = JSON.parse(readFileSync(join(build, 'routes.json'), 'utf8')) as { prerendered: string[] };
  writeFileSync(join(build, 'routes.json'), JSON.stringify({ ...routes, prerendered: [...routes.prerendered, '/techniques/box-breathing'] }));
  app = buildTestApp({ db, config: { hostedAppDir: build } });
});
afterAll(async () => {
  await db.close();
  rmSync(build, { recursive: true, force: true });
});

describe('serving the built hosted app', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const response = await request(app.callback()).get('/assets/index-4f2a9c.js');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('max-age=31536000,immutable');
  });

  it('serves other files without long caching, and the prerendered landing page revalidated each time', async () => {
    const manifest = await request(app.callback()).get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toBe('max-age=0');
    const index = await request(app.callback()).get('/');
    expect(index.status).toBe(200);
    expect(index.text).toContain('<main>Landing<div');
    // Who asks decides what / is (the next test): no shared cache may keep one answer for everyone.
    expect(index.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers / and /auth with the signed-in home page to a signed-in session, with the landing page to a visitor or a cookie that is not a signed session, varying on Cookie', async () => {
    const agent = browser(app);
    const registered = await agent.post('/api/register').send({ firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail(), password: TEST_PASSWORD });
    expect(registered.status).toBe(201);
    for (const path of ['/', '/auth', '/auth/']) {
      const signedIn = await agent.get(path).set('Accept', 'text/html');
      expect(signedIn.status, path).toBe(200);
      expect(signedIn.text, path).toContain('<div id="app-shell">Loading…</div><link rel="preload" href="/api/user"');
      expect(signedIn.headers['vary'], path).toMatch(/Cookie/);
      expect(signedIn.headers['cache-control'], path).toBe('private, no-cache');
    }
    // The same session id without its signature, and with a made-up one: no session, the landing page.
    const id = /stillpoint\.sid=([^;]+)/.exec(String(registered.headers['set-cookie']))?.[1];
    expect(id).toBeTruthy();
    for (const cookie of [`stillpoint.sid=${id}`, `stillpoint.sid=${id}; stillpoint.sid.sig=forged`, 'stillpoint.sid=made-up; stillpoint.sid.sig=made-up']) {
      const visitor = await request(app.callback()).get('/').set('Cookie', cookie);
      expect(visitor.text, cookie).toContain('<main>Landing<div');
      expect(visitor.headers['vary'], cookie).toMatch(/Cookie/);
    }
    // Signed out: the landing page again.
    await agent.post('/api/logout');
    await settled();
    expect((await agent.get('/')).text).toContain('<main>Landing<div');
  });

  it('answers the routes of the app that are not prerendered (e.g. /reset-password?token=…) with the SPA fallback, revalidated each time', async () => {
    for (const path of ['/reset-password?token=abc', '/app', '/app/build/breathing', '/history', '/history/2024']) {
      const response = await request(app.callback()).get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers['content-type'], path).toMatch(/text\/html/);
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(response.text, path).toContain('<div id="app-shell">');
    }
  });

  it('matches routes case-insensitively, as the app router does: /APP/Build/Breathing is the app, /404/ and /Index are not special', async () => {
    expect((await request(app.callback()).get('/APP/Build/Breathing')).text).toContain('<div id="app-shell">');
    const upper = await request(app.callback()).get('/404/');
    expect(upper.status).toBe(404);
    expect(upper.text).toContain('404 Page Not Found');
  });

  it('sends a prerendered page asked for in other letters to its own address for good (301), keeping the query: /TECHNIQUES/Box-Breathing is /techniques/box-breathing', async () => {
    const agent = browser(app);
    await agent.post('/api/register').send({ firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail(), password: TEST_PASSWORD });
    for (const [path, canonical] of [
      ['/TECHNIQUES/Box-Breathing', '/techniques/box-breathing'],
      ['/Techniques/BOX-BREATHING/?ref=mail&x=1', '/techniques/box-breathing?ref=mail&x=1'],
      ['/AUTH', '/auth'],
    ] as const) {
      // Anyone, signed in or not, with or without a navigation's Accept.
      for (const client of [request(app.callback()), agent]) {
        const response = await client.get(path).set('Accept', 'text/html');
        expect(response.status, path).toBe(301);
        expect(response.headers['location'], path).toBe(canonical);
      }
    }
    expect((await request(app.callback()).get('/techniques/box-breathing')).text).toContain('<main>Prerendered</main>');
  });

  it("answers the not-found page's own address, /404, with status 404 (it is prerendered, but no page)", async () => {
    for (const path of ['/404', '/404/']) {
      const response = await request(app.callback()).get(path).set('Accept', 'text/html');
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type'], path).toMatch(/text\/html/);
      expect(response.text, path).toContain('<h1>404 Page Not Found</h1>');
    }
  });

  it('answers a path no route matches with the 404 page and status 404', async () => {
    for (const path of ['/nowhere', '/app/build/breathing/extra', '/techniques/unknown']) {
      const response = await request(app.callback()).get(path).set('Accept', 'text/html');
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type'], path).toMatch(/text\/html/);
      expect(response.text, path).toContain('404 Page Not Found</h1><p>(any path)</p>');
    }
  });

  it("allows a page's own inline scripts and style attributes by their hash, and nothing else inline", async () => {
    const response = await request(app.callback()).get('/');
    const hash = (text: string) => createHash('sha256').update(text).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(response.headers['content-security-policy'] as string)?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash(LANDING_INLINE_SCRIPT)}'`);
    const styleSrc = /style-src ([^;]*)/.exec(response.headers['content-security-policy'] as string)?.[1];
    expect(styleSrc).toBe(`'self' 'unsafe-hashes' 'sha256-${hash(LANDING_STYLE_ATTRIBUTE)}'`);
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
    const fallback = await request(app.callback()).get('/app');
    expect(/script-src ([^;]*)/.exec(fallback.headers['content-security-policy'] as string)?.[1]).toBe("'self'");
  });

  it('answers a missing hashed asset with 404, not the page', async () => {
    expect((await request(app.callback()).get('/assets/gone-123.js')).status).toBe(404);
  });

  it('keeps /api/* for the API: unknown paths are 404 JSON, never the page', async () => {
    const response = await request(app.callback()).get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Not found' });
  });

  it('does not serve files outside the folder', async () => {
    const response = await request(app.callback()).get('/../../etc/passwd');
    expect(response.text).not.toContain('root:');
  });

  it('serves the precompressed brotli or gzip file to a client that takes it, the plain file otherwise, varying on Accept-Encoding', async () => {
    const br = await raw('/assets/app-9b8c7d.js', 'gzip, deflate, br');
    expect(br.response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(script);
    expect(Number(br.response.headers['content-length'])).toBe(br.bytes.length);
    expect(br.bytes.length).toBeLessThan(script.length / 10);

    const gzip = await raw('/assets/app-9b8c7d.js', 'gzip');
    expect(gzip.response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(script);

    const plain = await raw('/assets/app-9b8c7d.js', 'identity');
    expect(plain.response.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString()).toBe(script);

    for (const { response } of [br, gzip, plain]) {
      expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(response.headers['cache-control']).toBe('max-age=31536000,immutable');
    }
  });

  it('answers a missing file (favicon, image, script) with 404, never the page', async () => {
    for (const path of ['/favicon.ico', '/apple-touch-icon.png', '/icons/gone.png', '/robots.txt', '/sw.js']) {
      const response = await request(app.callback()).get(path).set('Accept', 'image/avif,image/webp,image/png,*/*;q=0.8');
      expect(response.status, path).toBe(404);
      expect(response.text, path).not.toContain('<html');
    }
  });

  it('answers navigations with the page: paths without an extension, and any path a browser asks HTML for', async () => {
    const noExtension = await request(app.callback()).get('/history/2024');
    expect(noExtension.text).toContain('<div id="app-shell">');
    const dotted = await request(app.callback()).get('/u/ada.lovelace').set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(dotted.status).toBe(200);
    expect(dotted.text).toContain('<div id="app-shell">');
  });

  it("serves a prerendered route's own index.html (compressed too), with or without the trailing slash", async () => {
    for (const path of ['/techniques/box-breathing', '/techniques/box-breathing/']) {
      const plain = await request(app.callback()).get(path).set('Accept-Encoding', 'identity');
      expect(plain.status, path).toBe(200);
      expect(plain.headers['content-type']).toMatch(/text\/html/);
      expect(plain.text).toBe(page);
      const br = await raw(path, 'br');
      expect(br.response.headers['content-encoding'], path).toBe('br');
      expect(brotliDecompressSync(br.bytes).toString()).toBe(page);
    }
  });
});
