import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { compileStrict } from '../test-support/compileStrict';

// The elements in TSX, as a React 19 or Preact app writes them (typings/*.tsx): attributes with the
// values each accepts, listeners with typed details, the events on document and window, the element
// methods. The files also hold lines that must not compile (@ts-expect-error): typings loose enough
// to let them through fail here as "unused @ts-expect-error".

function compile(file: string, options: ts.CompilerOptions = {}): string[] {
  return compileStrict([fileURLToPath(new URL(file, import.meta.url))], options);
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
