import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../vitest.shared.ts';

export default defineConfig({
  ...sourceResolve,
  test: {
    name: 'sdk-dom',
    environment: 'jsdom',
    include: ['src/react/**/*.test.ts', 'src/react/**/*.test.tsx'],
    exclude: ['**/*.browser.test.ts', '**/node_modules/**'],
  },
});
