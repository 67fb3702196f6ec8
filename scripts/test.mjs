#!/usr/bin/env node
// `npm test`: every suite of the project, exiting non-zero on any failure. Type-check, lint and the
// boundary check (docs/design.md's one-way arrows, .dependency-cruiser.cjs) run beside the test runner,
// at a lower priority: they take the cores the runner leaves idle (its long last files) and never slow
// the browser suites' real-time parts. Their caches live in node_modules/.cache (outside git), so a
// second run checks only what changed.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import { packWorkspaces } from './lib/packWorkspaces.mjs';
import { ensureChromium, ensureInstalled, npmRun, root } from './lib/setup.mjs';

const runStarted = Date.now();
ensureInstalled();
ensureChromium();
console.log('[test] building the packages the browser suites load');
npmRun('build', ['--if-present']);
// Those builds are the current sources': the suites' set-ups serve them (hosted-app/build, widgets/dist) instead of building again.
process.env.STILLPOINT_BUILDS_CURRENT = '1';
const cache = (name) => `${root}/node_modules/.cache/stillpoint-test/${name}`;
// The published packages packed once, before any step reads a package.json (packing rewrites each for a moment): the
// suites that test the tarballs read these, so their files run beside every other suite's (scripts/testing/packedPackages.ts).
console.log('[test] packing the published packages');
const packed = cache('packed');
rmSync(packed, { recursive: true, force: true });
mkdirSync(packed, { recursive: true });
packWorkspaces(packed);
process.env.STILLPOINT_PACKED_DIR = packed;

/** Runs one step; `background` ones at a lower CPU priority (nice 10), so the tests come first. */
function step(name, command, args, { background = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
    if (background && child.pid !== undefined) setPriority(child.pid, 10);
    child.on('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`[test] ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
      resolve({ name, ok: code === 0 });
    });
  });
}

const bin = (name) => `${root}/node_modules/.bin/${name}`;
const background = { background: true };
const results = await Promise.all([
  step('type-check', bin('tsc'), ['-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', cache('tsconfig.tsbuildinfo')], background),
  step('lint', bin('eslint'), ['.', '--max-warnings=0', '--cache', '--cache-strategy', 'content', '--cache-location', cache('eslint/')], background),
  step('boundaries', 'npm', ['run', '--silent', 'boundaries', '--', '--cache', cache('dependency-cruiser')], background),
  // The default reporter, then the ten slowest files (scripts/lib/slowestFiles.mjs).
  step('tests', bin('vitest'), ['run', '--reporter=default', '--reporter=./scripts/lib/slowestFiles.mjs', ...process.argv.slice(2)]),
]);
const failed = results.filter((r) => !r.ok);
console.log(`[test] npm test took ${((Date.now() - runStarted) / 60_000).toFixed(1)} minutes`);
console.log(`steps: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
