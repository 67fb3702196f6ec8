import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileStrict } from '../test-support/compileStrict';
import { MEDITATION_TIMER_EVENTS, SESSION_EVENTS } from './events';

// What the package ships (README, the manifest, the VS Code data, and the sources its type
// declarations and source maps carry) must not send a reader to documents it does not ship: the
// product spec (core-app.md, commercial.md, its § sections) lives in the Stillpoint repository only.

const widgets = new URL('..', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !path.includes('/typings/') ? [path] : [];
  });
}

const shipped = ['README.md', 'custom-elements.json', 'vscode.html-custom-data.json'].map((file) => join(widgets, file)).concat(sources(join(widgets, 'src')));
const readme = readFileSync(join(widgets, 'README.md'), 'utf8');

describe('the documentation', () => {
  it('refers to no spec document or section the package does not ship', () => {
    const references = shipped.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => [line, index] as const)
        .filter(([line]) => /core-app\.md|commercial\.md|§|\bthe spec\b/.test(line))
        .map(([line, index]) => `${relative(widgets, file)}:${index + 1}: ${line.trim()}`),
    );
    expect(references).toEqual([]);
  });

  it('lists every event, every stop reason and every method in the README', () => {
    for (const event of [...SESSION_EVENTS, ...MEDITATION_TIMER_EVENTS]) expect(readme).toMatch(new RegExp(`^\\| \`${event}\` \\|`, 'm'));
    for (const reason of ['user', 'method', 'attributes', 'removed']) expect(readme).toMatch(new RegExp(`^\\| \`${reason}\` \\|`, 'm'));
    for (const member of ['start()', 'pause()', 'resume()', 'stop()', 'status']) expect(readme).toContain(`| \`${member}\` |`);
  });

  it('shows React usage of the elements: the JSX typings and an on<event> prop', () => {
    expect(readme).toContain("import type {} from '@stillpoint/widgets/jsx-react'");
    expect(readme).toContain('onsession-complete={');
  });
});

/** The README's TypeScript examples (```ts and ```tsx blocks), in their order, with their language. */
function readmeExamples(): Array<{ language: 'ts' | 'tsx'; code: string }> {
  return [...readme.matchAll(/```(tsx?)\n([\s\S]*?)```/g)].map((match) => ({ language: match[1] as 'ts' | 'tsx', code: match[2]! }));
}


describe('the README\'s TypeScript examples', () => {
  it('compile under strict, each as a module of its own, the first one first', () => {
    const examples = readmeExamples();
    expect(examples[0]?.code).toContain("from '@stillpoint/widgets'");
    // Inside the package folder, so '@stillpoint/widgets' resolves as it does in the workspace.
    const folder = mkdtempSync(join(widgets, '.readme-'));
    try {
      const files = examples.map(({ language, code }, index) => {
        const file = join(folder, `example${index + 1}.${language}`);
        writeFileSync(file, `${code}\nexport {};\n`);
        return file;
      });
      expect(files.length).toBeGreaterThanOrEqual(2);
      expect(compileStrict(files)).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
