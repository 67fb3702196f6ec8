import { join } from 'node:path';
import { isStale } from '../lib/freshness.mjs';
import { PUBLISHED } from '../lib/packWorkspaces.mjs';

export const root = join(import.meta.dirname, '..', '..');

/** What each package's build reads: a dist/ older than any of them is stale. */
const SOURCES: Record<(typeof PUBLISHED)[number], string[]> = {
  sdk: ['sdk/src', 'sdk/package.json', 'sdk/tsconfig.build.json', 'sdk/rollup.config.mjs'],
  widgets: ['widgets/src', 'widgets/package.json', 'widgets/tsconfig.build.json', 'sdk/src', 'rollup.config.mjs'],
};

/**
 * The package-level tests check the built packages (`npm test` builds them first); a dist/ older
 * than its sources stops them here rather than test yesterday's build.
 */
export function assertBuilt(): void {
  for (const name of PUBLISHED) {
    if (isStale(join(root, name, 'dist', 'index.d.ts'), SOURCES[name].map((path) => join(root, path)))) {
      throw new Error(`${name}/dist is older than its sources: run \`npm run build -w ${name}\` first.`);
    }
  }
}
