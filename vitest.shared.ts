import type { UserConfig } from 'vite';

/**
 * Workspace packages resolve to their TypeScript sources through the "source" export condition,
 * so no suite needs a build first. Each package's vitest.config.ts spreads this in.
 */
const source = ['source'];

export const sourceResolve: Pick<UserConfig, 'resolve' | 'ssr'> = {
  resolve: { conditions: [...source, 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: [...source, 'module', 'node', 'development|production'], externalConditions: source } },
};
