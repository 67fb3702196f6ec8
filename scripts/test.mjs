#!/usr/bin/env node
// `npm test`: every suite of the project, exiting non-zero on any failure. Type-check, lint and the
// boundary check (docs/design.md's one-way arrows, .dependency-cruiser.cjs) run beside the test runner
// (they are light); the runner spreads its projects over the cores itself.
import { spawn } from 'node:child_process';
import { ensureChromium, ensureInstalled, npmRun, root } from './lib/setup.mjs';

const runStarted = Date.now();
ensureInstalled();
ensureChromium();
console.log('[test] building the packages the browser suites load');
npmRun('build', ['--if-present']);

function step(name, command, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
    child.on('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`[test] ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
      resolve({ name, ok: code === 0 });
    });
  });
}

const bin = (name) => `${root}/node_modules/.bin/${name}`;
const results = await Promise.all([
  step('type-check', bin('tsc'), ['-p', 'tsconfig.json']),
  step('lint', bin('eslint'), ['.', '--max-warnings=0']),
  step('boundaries', 'npm', ['run', '--silent', 'boundaries']),
  // The default reporter, then the ten slowest files (scripts/lib/slowestFiles.mjs).
  step('tests', bin('vitest'), ['run', '--reporter=default', '--reporter=./scripts/lib/slowestFiles.mjs', ...process.argv.slice(2)]),
]);
const failed = results.filter((r) => !r.ok);
console.log(`[test] npm test took ${((Date.now() - runStarted) / 60_000).toFixed(1)} minutes`);
console.log(`steps: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
