import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as domClient from './preactReactDomClient';
import r2wcReact from './r2wcReact';

// The elements stand on @r2wc/react-to-web-component through its public API only, and on nothing
// the package does not declare: a dependency upgrade must not break them silently.

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

  it('reaches into no private member of r2wc (its Symbol.for("r2wc.…") keys)', () => {
    const offenders = files.filter((file) => /Symbol\.for\(\s*['"`]r2wc\./.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => relative(src, file))).toEqual([]);
  });

  it('imports only packages widgets/package.json declares, or React entry points the build answers with Preact', () => {
    const declared = new Set(Object.keys({ ...widgetsPackage.dependencies, ...widgetsPackage.devDependencies, ...widgetsPackage.peerDependencies }));
    const undeclared = files.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter((specifier) => !specifier.startsWith('node:') && !ANSWERED_BY_PREACT.has(specifier) && !declared.has(packageName(specifier)))
        .map((specifier) => `${relative(src, file)}: ${specifier}`),
    );
    expect(undeclared).toEqual([]);
  });

  it("gives r2wc every part of React it uses: the fields it reads off `react` and what it imports from react-dom/client", () => {
    const require = createRequire(import.meta.url);
    const entry = require.resolve('@r2wc/react-to-web-component').replace(/\.cjs$/, '.js');
    const code = readFileSync(entry, 'utf8');
    const reactName = /import\s+(\w+)\s+from\s*["']react["']/.exec(code)?.[1];
    expect(reactName, 'r2wc no longer imports React\'s default export: look again at r2wcReact.ts').toBeTruthy();
    const reactFields = new Set([...code.matchAll(new RegExp(`\\b${reactName}\\.(\\w+)`, 'g'))].map((match) => match[1]));
    expect([...reactFields].filter((field) => !(field! in r2wcReact))).toEqual([]);
    const domImports = /import\s*\{([^}]*)\}\s*from\s*["']react-dom\/client["']/.exec(code)?.[1] ?? '';
    const domNames = domImports.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]).filter(Boolean);
    expect(domNames.filter((name) => !(name! in domClient))).toEqual([]);
    expect(importsOf(code).filter((specifier) => !['react', 'react-dom/client', '@r2wc/core'].includes(specifier))).toEqual([]);
  });
});
