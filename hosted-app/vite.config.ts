import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { sourceResolve } from '../vitest.shared.ts';
import { sdkSounds } from './sdkSounds.ts';

export default defineConfig({
  ...sourceResolve,
  // Prerendering runs the app in Node: our workspace packages are bundled from their sources, not imported.
  ssr: { ...sourceResolve.ssr, noExternal: [/^@stillpoint\//] },
  plugins: [reactRouter(), sdkSounds()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
