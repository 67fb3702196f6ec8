import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The "source" condition resolves @stillpoint/sdk to its TypeScript in this monorepo; an app that
// installs the published package gets its built files instead, with the same imports.
export default defineConfig({
  plugins: [react()],
  base: './',
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
});
