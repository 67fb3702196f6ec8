#!/usr/bin/env node
// `npm run screenshots [-- <name>...]`: the hosted app's screens (hosted-app/screenshots), then the elements' states
// (widgets/screenshots), into docs/screenshots. Names pick screens or states of either; each script skips itself when
// none of the names is one of its own.
import { spawnSync } from 'node:child_process';
import { root } from './lib/setup.mjs';

const names = process.argv.slice(2);
for (const script of ['hosted-app/screenshots/screenshots.ts', 'widgets/screenshots/widgetScreenshots.ts']) {
  const run = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', script, ...names], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
