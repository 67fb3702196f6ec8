import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { installPacked, packPublished } from '../../scripts/testing/packedPackages';

export const examplesDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const repoDir = join(examplesDir, '..');

/** Builds the React example app (vite) into `outDir`. */
export async function buildReactApp(outDir: string): Promise<void> {
  await build({
    configFile: join(examplesDir, 'react-app', 'vite.config.ts'),
    root: join(examplesDir, 'react-app'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

/**
 * Builds the React example app as a third-party developer would: @stillpoint/sdk and @stillpoint/widgets
 * from the tarballs `npm pack` makes (their built dist/, not the workspace's sources), installed into a
 * project outside the workspace with the app's files copied in, built by vite with no "source" condition.
 */
export async function buildReactAppFromTarballs(outDir: string): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'stillpoint-react-app-packed-'));
  try {
    const app = join(work, 'app');
    installPacked(app, packPublished(work), ['react', 'react-dom']);
    for (const part of ['index.html', 'src', 'public']) cpSync(join(examplesDir, 'react-app', part), join(app, part), { recursive: true });
    await build({ root: app, configFile: false, base: './', plugins: [react()], logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
