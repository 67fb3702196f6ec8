import ts from 'typescript';

/**
 * tsc's complaints about `files` under strict, as a bundler project of a React or Preact app resolves the workspace
 * packages (their TypeScript sources, through the `source` condition), each as `<file>:<line>: <message>` with the
 * file's path after `widgets/` (or its name, outside the package).
 */
export function compileStrict(files: readonly string[], options: ts.CompilerOptions = {}): string[] {
  const program = ts.createProgram([...files], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
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
    const path = diagnostic.file?.fileName ?? '?';
    const file = path.includes('/widgets/') ? path.split('/widgets/').at(-1) : path.split('/').at(-1);
    return `${file}:${where ? where.line + 1 : '?'}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
}
