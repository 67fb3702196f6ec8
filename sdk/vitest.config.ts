import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../vitest.shared.ts';

export default defineConfig({
  ...sourceResolve,
  test: {
    name: 'sdk',
    environment: 'node',
    include: ['src/core/**/*.test.ts', 'src/catalog/**/*.test.ts', 'src/audio/**/*.test.ts'],
    exclude: ['**/*.browser.test.ts', '**/node_modules/**'],
  },
});
