#!/usr/bin/env node
// `npm run bench`: runs every benchmark the project promises and prints its figures.
// A benchmark is any `bench/*.bench.ts` file of a package; each runs in its own process.
import { spawnSync } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, root } from './lib/setup.mjs';

ensureInstalled();
const only = process.argv.slice(2);
const files = [];
for (const entry of readdirSync(root, { withFileTypes: true })) {
  const dir = join(root, entry.name, 'bench');
  if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name === 'node_modules' || !existsSync(dir)) continue;
  for (const file of readdirSync(dir).sort()) {
    if (file.endsWith('.bench.ts') && (only.length === 0 || only.some((o) => file.includes(o)))) files.push(join(dir, file));
  }
}
let failed = 0;
for (const file of files) {
  console.log(`\n== ${file.slice(root.length + 1)}`);
  const run = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', file], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
