import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { sourceResolve } from '../vitest.shared.ts';
import { sdkSounds } from './sdkSounds.ts';

/**
 * Libraries go into one file each rather than the half dozen the automatic splitting makes of them (each
 * compressed apart, each its own request): React, React DOM and React Router, which every page loads; and
 * react-query, which loads once the first screen is shown (or with a screen that needs it at once).
 */
const sharedLibraries = [
  { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'server-state', test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
];

export default defineConfig({
  ...sourceResolve,
  // Prerendering runs the app in Node: our workspace packages are bundled from their sources, not imported.
  ssr: { ...sourceResolve.ssr, noExternal: [/^@stillpoint\//] },
  plugins: [reactRouter(), sdkSounds()],
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups: sharedLibraries } } } } } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
