import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { publint } from 'publint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packPublished, type PackedPackage } from './testing/packedPackages';

const root = join(import.meta.dirname, '..');

/** Every bare package a module reaches through static imports (dynamic `import()` is a separate chunk). */
function staticPackageImports(file: string, seen = new Set<string>(), packages = new Set<string>()): Set<string> {
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g)) {
    const specifier = match[1] ?? match[2] ?? '';
    if (specifier.startsWith('.')) staticPackageImports(join(dirname(file), specifier), seen, packages);
    else packages.add(specifier);
  }
  return packages;
}

// The published packages, checked as npm would ship them (`npm test` builds them first).
let work: string;
let sdk: PackedPackage;
let widgets: PackedPackage;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'stillpoint-published-'));
  [sdk, widgets] = packPublished(work) as [PackedPackage, PackedPackage];
}, 120_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('@stillpoint/sdk as published', () => {
  it('passes publint with no warnings', async () => {
    const { messages } = await publint({ pkgDir: join(root, 'sdk'), level: 'warning', strict: true });
    expect(messages).toEqual([]);
  });

  it('ships a built module and its types for every entry of the exports map', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'sdk', 'package.json'), 'utf8')) as {
      exports: Record<string, string | { types: string; default: string }>;
    };
    for (const [entry, target] of Object.entries(pkg.exports)) {
      if (typeof target === 'string') continue;
      expect(existsSync(join(root, 'sdk', target.default)), `${entry} module`).toBe(true);
      expect(existsSync(join(root, 'sdk', target.types)), `${entry} types`).toBe(true);
    }
  });

  it('ships the sound manifest, every file it names and their credits, and not the scripts that render them', () => {
    const files = sdk.files;
    const manifest = JSON.parse(readFileSync(join(root, 'sdk', 'sounds', 'assets.json'), 'utf8')) as { name: string; file: string }[];
    expect(manifest.length).toBeGreaterThanOrEqual(22);
    expect(files).toEqual(expect.arrayContaining(['sounds/assets.json', 'sounds/CREDITS.md', ...manifest.map((entry) => `sounds/${entry.file}`)]));
    expect(files.filter((file) => file.startsWith('sounds/render'))).toEqual([]);
  });

  it('loads no Tone.js and no React through the static imports of the core and catalog entries', () => {
    for (const entry of ['index.js', 'core/index.js', 'catalog/index.js']) {
      const packages = staticPackageImports(join(root, 'sdk', 'dist', entry));
      expect([...packages].filter((name) => name === 'tone' || name.startsWith('react')), entry).toEqual([]);
      expect(packages.has('zod') || packages.has('zod/mini'), entry).toBe(true);
    }
  });
});

describe('@stillpoint/widgets as published', () => {
  it('ships no second copy of the sounds (they come with @stillpoint/sdk) and no source map of the script-tag build', () => {
    const files = widgets.files;
    expect(files).toContain('dist/stillpoint-widgets.js');
    expect(files.filter((file) => file.includes('sounds/') || file.endsWith('.ogg'))).toEqual([]);
    expect(files.filter((file) => file.startsWith('dist/stillpoint-') && file.endsWith('.map'))).toEqual([]);
  });
});
