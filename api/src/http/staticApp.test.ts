import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkerDatabase } from '../../test/testDatabase';
import { buildTestApp } from '../../test/testApp';
import type { Database } from '../db/database';

let db: Database;
let app: Koa;
let dist: string;

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  dist = mkdtempSync(join(tmpdir(), 'stillpoint-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Stillpoint</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-4f2a9c.js'), 'console.log("app")');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{}');
  app = buildTestApp({ db, config: { hostedAppDir: dist } });
});
afterAll(async () => {
  await db.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built hosted app', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const response = await request(app.callback()).get('/assets/index-4f2a9c.js');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('max-age=31536000,immutable');
  });

  it('serves other files and the index without long caching', async () => {
    const manifest = await request(app.callback()).get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['cache-control']).toBe('max-age=0');
    const index = await request(app.callback()).get('/');
    expect(index.text).toContain('<div id="root">');
  });

  it('answers client routes (e.g. /reset-password?token=…) with index.html, revalidated each time', async () => {
    const response = await request(app.callback()).get('/reset-password?token=abc');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toContain('<div id="root">');
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
});
