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
  },
});
