import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_OPERATOR } from '../config';
import { staticApp } from './staticApp';

// The hosted app's icons and manifest as the API serves them: its public/ folder, copied as is by the
// build. (The pages link them: hosted-app/src/features/public/pages.browser.test.ts checks the built pages.)
const hostedApp = resolve(import.meta.dirname, '..', '..', '..', 'hosted-app');
let dist: string;
let app: Koa;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'stillpoint-icons-'));
  cpSync(join(hostedApp, 'public'), dist, { recursive: true });
  app = new Koa().use(staticApp(dist, { operator: EXAMPLE_OPERATOR }));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function fetchFile(path: string) {
  const response = await request(app.callback()).get(path).set('Accept', 'image/avif,image/webp,image/*,*/*;q=0.8').responseType('blob');
  return { status: response.status, type: String(response.headers['content-type']), bytes: response.body as Buffer };
}

describe("the hosted app's icons", () => {
  it('answers /favicon.ico with an icon, never the page', async () => {
    const favicon = await fetchFile('/favicon.ico');
    expect(favicon.status).toBe(200);
    expect(favicon.type).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    // ICONDIR: reserved 0, type 1 (icon), then the number of images (16, 32 and 48 px).
    expect([favicon.bytes.readUInt16LE(0), favicon.bytes.readUInt16LE(2), favicon.bytes.readUInt16LE(4)]).toEqual([0, 1, 3]);
  });

  it('serves the SVG icon, the apple-touch-icon (180 px) and the manifest with their types', async () => {
    expect((await fetchFile('/favicon.svg')).type).toMatch(/^image\/svg\+xml/);
    const touch = await fetchFile('/apple-touch-icon.png');
    expect(touch.type).toMatch(/^image\/png/);
    expect(pngSize(touch.bytes)).toBe('180x180');
    expect((await fetchFile('/manifest.webmanifest')).type).toMatch(/^application\/manifest\+json/);
  });

  it('has a manifest whose PNG icons are served at the sizes it states: 192, 512 and a maskable 512', async () => {
    const manifest = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8')) as {
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    };
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of pngs) {
      const file = await fetchFile(icon.src);
      expect(file.status, icon.src).toBe(200);
      expect(file.type, icon.src).toMatch(/^image\/png/);
      expect(pngSize(file.bytes), icon.src).toBe(icon.sizes);
    }
  });

  it('serves /icon-192.png, the icon every notification shows (the spec names that path)', async () => {
    const icon = await fetchFile('/icon-192.png');
    expect(icon.status).toBe(200);
    expect(icon.type).toMatch(/^image\/png/);
    expect(pngSize(icon.bytes)).toBe('192x192');
  });
});
