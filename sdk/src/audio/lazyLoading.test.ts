import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Static imports (not `import type`, not `import()`) of a module matching `pattern`. */
const staticImports = (code: string, pattern: RegExp) =>
  [...code.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!).filter((m) => pattern.test(m));

/** What the runners import with `import()` once sound is on: the one module outside the engine that imports it. */
const SOUND_ON = join('react', 'sessionSound.ts');

describe('the audio code loads only when sound is on', () => {
  it('no sdk module outside sdk/src/audio imports Tone.js or the audio engine statically, but the one loaded with sound', () => {
    const offenders = sources(src)
      .filter((file) => !relative(src, file).startsWith('audio') && relative(src, file) !== SOUND_ON)
      .flatMap((file) => staticImports(readFileSync(file, 'utf8'), /^tone|\/audio(\/|$)|sdk\/audio|\/sessionSound$/).map((m) => `${relative(src, file)}: ${m}`));
    expect(offenders).toEqual([]);
  });

  it('inside the engine, Tone.js is reached only through tone.ts (deep imports, tree-shaken)', () => {
    const offenders = sources(join(src, 'audio'))
      .filter((file) => !file.endsWith('tone.ts') && !file.includes('harness'))
      .flatMap((file) => staticImports(readFileSync(file, 'utf8'), /^tone/).map((m) => `${relative(src, file)}: ${m}`));
    expect(offenders).toEqual([]);
  });
});
