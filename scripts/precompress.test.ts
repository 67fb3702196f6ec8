import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './lib/precompress.mjs';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function builtApp(): string {
  const dist = mkdtempSync(join(tmpdir(), 'stillpoint-precompress-'));
  folders.push(dist);
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'techniques', 'box-breathing'), { recursive: true });
  writeFileSync(join(dist, 'assets', 'index-4f2a9c.js'), `export const text = ${JSON.stringify('inhale, hold, exhale, hold. '.repeat(2000))};`);
  writeFileSync(join(dist, 'assets', 'index-4f2a9c.css'), `.card { padding: 1rem; }\n`.repeat(100));
  writeFileSync(join(dist, 'techniques', 'box-breathing', 'index.html'), `<!doctype html><main>${'<p>Breathe in for four.</p>'.repeat(100)}</main>`);
  writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Stillpoint', icons: new Array(40).fill({ src: '/icon-192.png', sizes: '192x192' }) }));
  writeFileSync(join(dist, 'tiny.js'), 'export {};');
  writeFileSync(join(dist, 'icon-192.png'), Buffer.alloc(4096, 7));
  return dist;
}

describe('precompress', () => {
  it('writes a brotli and a gzip file beside every compressible file over 1 kB, in every folder', async () => {
    const dist = builtApp();
    await precompress(dist);
    for (const file of ['assets/index-4f2a9c.js', 'assets/index-4f2a9c.css', 'techniques/box-breathing/index.html', 'manifest.webmanifest']) {
      const original = readFileSync(join(dist, file));
      const br = readFileSync(join(dist, `${file}.br`));
      const gz = readFileSync(join(dist, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
      expect(br.length, file).toBeLessThan(gz.length);
      expect(gz.length, file).toBeLessThan(original.length);
    }
  });

  it('leaves small files, images and its own output alone, so running it twice changes nothing', async () => {
    const dist = builtApp();
    await precompress(dist);
    const first = readdirSync(dist, { recursive: true }).map(String).sort();
    expect(first).not.toContain('tiny.js.br');
    expect(first).not.toContain('icon-192.png.br');
    expect(first).not.toContain('icon-192.png.gz');
    const mtime = statSync(join(dist, 'assets', 'index-4f2a9c.js.br')).mtimeMs;
    await precompress(dist);
    expect(readdirSync(dist, { recursive: true }).map(String).sort()).toEqual(first);
    expect(statSync(join(dist, 'assets', 'index-4f2a9c.js.br')).mtimeMs).toBeGreaterThanOrEqual(mtime);
  });
});
