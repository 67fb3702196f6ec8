#!/usr/bin/env node
// Gives every relative import of the emitted type declarations its full path (`./catalog/index` →
// `./catalog/index.js`). The sources import without extensions (moduleResolution "Bundler"), and tsc
// copies their specifiers into the .d.ts files as written; a project on moduleResolution "Node16" or
// "NodeNext" resolves declarations as Node resolves ES modules, with no extension guessing, so it
// would get broken types (Are-The-Types-Wrong: "Internal resolution error"). Rewriting 600 source
// imports would do the same at the cost of every file; this runs after tsc in both package builds.
//
//   node scripts/lib/fullySpecifyDeclarations.mjs <dist folder>
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `from '…'`, `import('…')` and `import '…'` with a relative specifier. */
const RELATIVE = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

/** The fully specified form of `specifier` from `file`'s folder; throws when it names no declaration. */
function fullySpecify(file, specifier) {
  if (/\.(?:js|mjs|cjs|json)$/.test(specifier)) return specifier;
  const base = resolve(dirname(file), specifier);
  if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(base, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`${file} imports "${specifier}", which names no emitted declaration.`);
}

/** Rewrites every .d.ts file under `folder` in place; returns how many specifiers changed. */
export function fullySpecifyDeclarations(folder) {
  let changed = 0;
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const rewritten = source.replace(RELATIVE, (match, head, quote, specifier) => {
      const full = fullySpecify(file, specifier);
      if (full === specifier) return match;
      changed += 1;
      return `${head}${quote}${full}${quote}`;
    });
    if (rewritten !== source) writeFileSync(file, rewritten);
  }
  return changed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2];
  if (!folder) throw new Error('usage: fullySpecifyDeclarations.mjs <dist folder>');
  fullySpecifyDeclarations(resolve(folder));
}
