import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { postpack, prepack, withoutSourceCondition } from './packManifest.mjs';

describe('the packed package.json', () => {
  it('takes out every "source" condition, at any depth, and nothing else', () => {
    expect(
      withoutSourceCondition({
        '.': { source: './src/index.ts', types: './dist/index.d.ts', default: './dist/index.js' },
        './jsx-react': { source: './src/jsx-react.ts', types: './dist/jsx-react.d.ts' },
        './nested': { node: { source: './src/n.ts', default: './dist/n.js' } },
        './custom-elements.json': './custom-elements.json',
      }),
    ).toEqual({
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './jsx-react': { types: './dist/jsx-react.d.ts' },
      './nested': { node: { default: './dist/n.js' } },
      './custom-elements.json': './custom-elements.json',
    });
  });

  it('is written for npm pack and the workspace\'s own comes back after, with its modification time', () => {
    const folder = mkdtempSync(join(tmpdir(), 'stillpoint-pack-manifest-'));
    try {
      const file = join(folder, 'package.json');
      const text = `${JSON.stringify({ name: 'x', exports: { '.': { source: './src/index.ts', default: './dist/index.js' } } }, null, 2)}\n`;
      writeFileSync(file, text);
      utimesSync(file, new Date(2020, 0, 1), new Date(2020, 0, 1));
      const before = statSync(file).mtimeMs;
      prepack(folder);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ name: 'x', exports: { '.': { default: './dist/index.js' } } });
      postpack(folder);
      expect(readFileSync(file, 'utf8')).toBe(text);
      expect(statSync(file).mtimeMs).toBe(before);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
