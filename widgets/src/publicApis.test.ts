import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The elements stand on nothing the package does not declare: a dependency upgrade must not break them silently.

const src = new URL('.', import.meta.url).pathname;
const widgetsPackage = JSON.parse(readFileSync(join(src, '..', 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;

/** The shipped sources: everything under src/ but tests and typings/ (the TSX apps jsxTypings.test.ts compiles); test support lives in test-support/. */
function shipped(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'typings' ? [] : shipped(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [path];
  });
}

/** The bare module specifiers a file imports or re-exports (`from 'x'` ending a statement, `import 'x'`, `import('x')`), not those in comments. */
function importsOf(code: string): string[] {
  const statements = /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'".][^'"]*)['"]|^\s*import\s*['"]([^'".][^'"]*)['"]|\bimport\(\s*['"]([^'".][^'"]*)['"]\s*\)/gm;
  return [...code.matchAll(statements)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** React's entry points, which the widget builds answer with Preact core (rollup.config.mjs, preactReact()). */
const ANSWERED_BY_PREACT = new Set(['react', 'react-dom/client', 'react/jsx-runtime']);

describe('what the elements stand on', () => {
  const files = shipped();

  it('imports only packages widgets/package.json declares, or React entry points the build answers with Preact', () => {
    const declared = new Set(Object.keys({ ...widgetsPackage.dependencies, ...widgetsPackage.devDependencies, ...widgetsPackage.peerDependencies }));
    const undeclared = files.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter((specifier) => !specifier.startsWith('node:') && !ANSWERED_BY_PREACT.has(specifier) && !declared.has(packageName(specifier)))
        .map((specifier) => `${relative(src, file)}: ${specifier}`),
    );
    expect(undeclared).toEqual([]);
  });
});
