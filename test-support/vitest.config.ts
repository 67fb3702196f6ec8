import { defineConfig } from 'vitest/config';
import { sourceResolve } from '../vitest.shared.ts';

export default defineConfig({
  ...sourceResolve,
  test: {
    name: 'test-support',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
