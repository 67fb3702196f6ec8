import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../vitest.shared.ts';

export default defineConfig({
  ...sourceResolve,
  test: {
    name: 'sdk',
    environment: 'node',
    include: ['src/core/**/*.test.ts', 'src/catalog/**/*.test.ts', 'src/audio/**/*.test.ts'],
    exclude: ['**/*.browser.test.ts', '**/node_modules/**'],
    // A bound for a test that hangs, not a figure: a property test's hundred runs took over vitest's default 5 s on a
    // CI machine at twice a quiet one's load.
    testTimeout: 30_000,
    // A worker's files share its modules: the catalog and the engines load once a worker instead of once a file (more
    // than half the suite's CPU time). The files keep to that: no module mocks (recommenderFor takes its tables), and
    // a test that spies on a shared object restores it.
    isolate: false,
  },
});
