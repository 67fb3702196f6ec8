import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../vitest.shared.ts';

export default defineConfig({
  ...sourceResolve,
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    // One file at a time, after every other project's files (vitest's last group): packing rewrites a package's
    // package.json for a moment (scripts/lib/packManifest.mjs), which a pack or a build check beside it must not see.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
