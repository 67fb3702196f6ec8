import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../vitest.shared.ts';

export default defineConfig({
  ...sourceResolve,
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    // Packing rewrites a package's package.json for a moment (scripts/lib/packManifest.mjs), which a pack or a build
    // check beside it must not see. `npm test` packs before any suite starts (STILLPOINT_PACKED_DIR), so the files run
    // beside every other suite's; a run without that packing packs in its files, one file at a time, after every
    // other project's files (vitest's last group).
    fileParallelism: process.env.STILLPOINT_PACKED_DIR !== undefined,
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
