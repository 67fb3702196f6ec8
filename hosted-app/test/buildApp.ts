import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The hosted app built from the current sources for this run: `client/` is what the API serves. */
    hostedAppBuild: string;
  }
}

const hostedAppDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * The production build of the current sources serves the tests (the test hooks are the server's, switched at run time).
 * Under `npm test`, which has just built every package (STILLPOINT_BUILDS_CURRENT=1), that is hosted-app/build.
 * Otherwise the app is built once for this run into a temporary folder inside the package (prerendering imports the
 * server build, which finds its packages from there), never a stale build.
 */
export default function setup(project: TestProject) {
  const current = join(hostedAppDir, 'build');
  if (process.env.STILLPOINT_BUILDS_CURRENT === '1' && existsSync(join(current, 'client'))) {
    project.provide('hostedAppBuild', current);
    return;
  }
  const folder = mkdtempSync(join(hostedAppDir, '.build-test-'));
  const reactRouter = join(hostedAppDir, '..', 'node_modules', '.bin', 'react-router');
  const build = spawnSync(reactRouter, ['build'], { cwd: hostedAppDir, env: { ...process.env, STILLPOINT_APP_BUILD_DIR: folder }, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`The hosted app did not build:\n${build.stdout}\n${build.stderr}`);
  project.provide('hostedAppBuild', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
