import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The elements in TSX, as a React 19 or Preact app writes them (typings/*.tsx): attributes with the
// values each accepts, listeners with typed details, the events on document and window, the element
// methods. The files also hold lines that must not compile (@ts-expect-error): typings loose enough
// to let them through fail here as "unused @ts-expect-error".

function compile(file: string, options: ts.CompilerOptions = {}): string[] {
  const program = ts.createProgram([fileURLToPath(new URL(file, import.meta.url))], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    // The workspace packages' TypeScript sources (as every test here), rather than a build.
    customConditions: ['source'],
    allowImportingTsExtensions: true,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    jsx: ts.JsxEmit.ReactJSX,
    types: [],
    skipLibCheck: true,
    ...options,
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : undefined;
    const file = diagnostic.file?.fileName.split('/widgets/').at(-1);
    return `${file}:${where ? where.line + 1 : '?'}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
}

describe('JSX typings', () => {
  it('type-check a React 19 app using both elements and their events (tsc)', () => {
    expect(compile('./typings/react-app.tsx')).toEqual([]);
  }, 60_000);

  it('type-check a Preact app using both elements and their events (tsc)', () => {
    // Preact's JSX by the file's own @jsxImportSource pragma; the SDK's sources stay React's.
    expect(compile('./typings/preact-app.tsx')).toEqual([]);
  }, 60_000);
});
