import { afterAll } from 'vitest';
import { settleWidgets } from './settleWidgets';

// A setup file: after each test file's own hooks, before jsdom closes its window (settleWidgets.ts).
afterAll(settleWidgets);
