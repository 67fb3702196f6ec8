import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The SDK README's core engine example, run as a reader would paste it: in Node, on a manual clock,
// importing the package by its public entries.

const sdk = new URL('../../', import.meta.url).pathname;
const readme = readFileSync(join(sdk, 'README.md'), 'utf8');

/** The first ```ts block after `heading`. */
function snippetAfter(heading: string): string {
  const after = readme.slice(readme.indexOf(heading));
  const match = /```ts\n([\s\S]*?)```/.exec(after);
  if (readme.indexOf(heading) < 0 || !match) throw new Error(`No ts example under "${heading}" in sdk/README.md.`);
  return match[1]!;
}

describe('the README\'s core engine example', () => {
  it('runs a box-breathing session to its end in Node on a manual clock, printing each phase', () => {
    // Inside the package folder, so '@stillpoint/sdk/...' resolves as in the workspace.
    const folder = mkdtempSync(join(sdk, '.readme-'));
    try {
      const file = join(folder, 'core.ts');
      writeFileSync(file, snippetAfter('## Core engine'));
      const output = execFileSync(process.execPath, ['--conditions=source', '--import', 'tsx', file], { encoding: 'utf8', timeout: 60_000 });
      const lines = output.trim().split('\n');
      expect(lines.slice(0, 4)).toEqual(['0 s: Inhale', '4 s: Hold', '8 s: Exhale', '12 s: Hold']);
      expect(lines.at(-1)).toBe('complete at 352 s');
      expect(readme).toContain('`complete at 352 s`');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
