import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../vitest.shared.ts';

// Node: attribute parsing, the documentation's agreement with the code, and server-rendering safety.
export default defineConfig({
  ...sourceResolve,
  test: {
    name: 'widgets',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: ['**/*.dom.test.ts', '**/*.browser.test.ts', '**/node_modules/**'],
    // A worker's files share its modules (the SDK and the elements' parsers load once a worker, not once a file: a
    // fifth of the suite's CPU time). No module mocks; a test that spies on a shared object restores it.
    isolate: false,
  },
});
