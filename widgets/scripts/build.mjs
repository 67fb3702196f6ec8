#!/usr/bin/env node
// `npm run build -w widgets`: the bundles (rollup, ../rollup.config.mjs), the type declarations
// (tsc, their relative imports then fully specified for NodeNext projects), custom-elements.json
// (the analyzer reads the elements' doc comments), VS Code's HTML custom data and JetBrains web-types from it, then
// publint and an import of the built entry in plain Node (server rendering).
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { libraryBuild, scriptBuild } from '../../rollup.config.mjs';
import { fullySpecifyDeclarations } from '../../scripts/lib/fullySpecifyDeclarations.mjs';
import { htmlCustomDataText } from './htmlCustomData.mjs';
import { webTypesText } from './webTypes.mjs';

const widgets = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(widgets, '..', 'node_modules', '.bin', name);
const run = (command, args) => execFileSync(command, args, { cwd: widgets, stdio: 'inherit' });

rmSync(join(widgets, 'dist'), { recursive: true, force: true });
for (const build of [libraryBuild, scriptBuild]) {
  const bundle = await rollup(build);
  await bundle.write(build.output);
  await bundle.close();
}
console.log('[widgets] bundles written to dist/');
run(bin('tsc'), ['-p', 'tsconfig.build.json']);
fullySpecifyDeclarations(join(widgets, 'dist'));
console.log('[widgets] type declarations written to dist/');
run(bin('custom-elements-manifest'), ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet']);
console.log('[widgets] custom-elements.json written');
const manifest = JSON.parse(readFileSync(join(widgets, 'custom-elements.json'), 'utf8'));
writeFileSync(join(widgets, 'vscode.html-custom-data.json'), htmlCustomDataText(manifest));
console.log('[widgets] vscode.html-custom-data.json written (VS Code HTML custom data)');
const { name, version } = JSON.parse(readFileSync(join(widgets, 'package.json'), 'utf8'));
writeFileSync(join(widgets, 'web-types.json'), webTypesText(manifest, { name, version }));
console.log('[widgets] web-types.json written (JetBrains web-types)');
run(bin('publint'), ['--strict']);
// Server rendering imports the package in Node, with no DOM: the built entry must load and its
// define functions must quietly do nothing there.
run(process.execPath, ['--input-type=module', '-e', "const m = await import('./dist/index.js'); if (m.defineBreathSession() !== false) process.exit(1);"]);
console.log('[widgets] dist/index.js imports in Node (no DOM) without touching browser globals');
