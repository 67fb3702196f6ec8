import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
 * Builds the hosted app once per run from its current sources (never a stale build), into a temporary
 * folder inside the package: prerendering imports the server build, which finds its packages from there.
 */
export default function setup(project: TestProject) {
  const folder = mkdtempSync(join(hostedAppDir, '.build-test-'));
  const reactRouter = join(hostedAppDir, '..', 'node_modules', '.bin', 'react-router');
  const build = spawnSync(reactRouter, ['build'], {
    cwd: hostedAppDir,
    // VITE_TEST_HOOKS: the session clock's speed can be set from a test (features/session/testHooks.ts).
    env: { ...process.env, STILLPOINT_APP_BUILD_DIR: folder, VITE_TEST_HOOKS: '1' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`The hosted app did not build:\n${build.stdout}\n${build.stderr}`);
  project.provide('hostedAppBuild', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
