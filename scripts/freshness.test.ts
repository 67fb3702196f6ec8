import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtForAnotherOrigin, isStale } from './lib/freshness.mjs';

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A package with src/a.ts and src/a.test.ts, built at t=1000 s; `touched` is written at t=2000 s. */
function builtPackage(touched: string): { output: string; sources: string } {
  folder = mkdtempSync(join(tmpdir(), 'stillpoint-freshness-'));
  const sources = join(folder, 'src');
  mkdirSync(sources);
  const output = join(folder, 'index.js');
  for (const file of [join(sources, 'a.ts'), join(sources, 'a.test.ts'), join(sources, 'a.stories.tsx'), output]) writeFileSync(file, '');
  for (const path of [sources, join(sources, 'a.ts'), join(sources, 'a.test.ts'), join(sources, 'a.stories.tsx')]) utimesSync(path, 500, 500);
  utimesSync(output, 1000, 1000);
  utimesSync(join(sources, touched), 2000, 2000);
  return { output, sources };
}

describe('isStale', () => {
  it('calls a build stale once a source it reads changed', () => {
    const { output, sources } = builtPackage('a.ts');
    expect(isStale(output, [sources])).toBe(true);
  });

  it('keeps a build current when only a test or a story beside the sources changed', () => {
    for (const touched of ['a.test.ts', 'a.stories.tsx']) {
      const { output, sources } = builtPackage(touched);
      expect(isStale(output, [sources]), touched).toBe(false);
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('builtForAnotherOrigin', () => {
  it('calls the app built for another site origin than the one it will be served at (its canonical links and sitemap name that origin), or for an unrecorded one', () => {
    folder = mkdtempSync(join(tmpdir(), 'stillpoint-freshness-'));
    const routes = join(folder, 'routes.json');
    expect(builtForAnotherOrigin(routes, 'http://localhost:3000')).toBe(true);
    writeFileSync(routes, JSON.stringify({ prerendered: ['/'] }));
    expect(builtForAnotherOrigin(routes, 'http://localhost:3000')).toBe(true);
    writeFileSync(routes, JSON.stringify({ prerendered: ['/'], siteOrigin: 'https://stillpoint.app' }));
    expect(builtForAnotherOrigin(routes, 'http://localhost:3000')).toBe(true);
    expect(builtForAnotherOrigin(routes, 'https://stillpoint.app')).toBe(false);
  });
});
