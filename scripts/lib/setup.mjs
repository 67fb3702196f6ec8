// Set-up steps shared by `npm start`, `npm test` and `npm run bench`: each does only what is missing,
// so a fresh clone works with one command and a warm checkout starts at once.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// By path, not by package name: this runs before `npm ci` has linked the workspaces.
import { CHROMIUM_PATH } from '../../test-support/src/chromiumBinary.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status ?? result.signal}`);
  }
}

/** Installs the workspace's packages when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  if (mtime(marker) >= mtime(join(root, 'package-lock.json')) && mtime(marker) > 0) return;
  console.log('[setup] installing packages (npm ci)');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Browser tests drive Debian's Chromium; install it once when it is missing (needs root, as here and in CI). */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  console.log('[setup] installing Chromium from Debian packages');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/** `npm run <script>` in every workspace that has it, in the order the root package.json lists them. */
export function npmRun(script, npmArgs = []) {
  run('npm', ['run', script, '--workspaces', ...npmArgs]);
}

export function gitHead() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
