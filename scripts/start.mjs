#!/usr/bin/env node
// `npm start`: on a fresh clone installs what is missing, builds what is stale, then serves the
// hosted app and the API on http://localhost:3000 (PORT moves it), on the embedded defaults.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { builtForAnotherOrigin, isStale } from './lib/freshness.mjs';
import { ensureInstalled, npmRun, root } from './lib/setup.mjs';

ensureInstalled();
const sources = ['sdk/src', 'sdk/sounds', 'widgets/src', 'api/src/contract', 'hosted-app/src', 'hosted-app/public', 'hosted-app/react-router.config.ts', 'hosted-app/vite.config.ts'].map((p) => join(root, p));
const routesFile = join(root, 'hosted-app', 'build', 'routes.json');
// Canonical links and the sitemap name the origin the app is served at: APP_ORIGIN when it is set (without it the
// server is on loopback, where no crawler reads them, and the build keeps the product's own host).
const siteOrigin = process.env.APP_ORIGIN ? new URL(process.env.APP_ORIGIN).origin : undefined;
if (isStale(routesFile, sources) || (siteOrigin && builtForAnotherOrigin(routesFile, siteOrigin))) {
  console.log(siteOrigin ? `[start] building the app for ${siteOrigin}` : '[start] building the app');
  if (siteOrigin) process.env.VITE_SITE_ORIGIN = siteOrigin;
  npmRun('build', ['--if-present']);
}

const server = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', join(root, 'api', 'src', 'server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
