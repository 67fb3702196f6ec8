import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { build } from 'vite';
import { scriptBuild } from '../../rollup.config.mjs';

export const examplesDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const repoDir = join(examplesDir, '..');

/**
 * Builds the widget script (widgets/dist/stillpoint-widgets.js and its audio chunk) into `outDir`,
 * from the current sources, so a test never runs against a stale dist/.
 */
export async function buildWidgetScript(outDir: string): Promise<void> {
  const bundle = await rollup(scriptBuild);
  await bundle.write({ ...scriptBuild.output, dir: outDir, sourcemap: false });
  await bundle.close();
}

/** Builds the React example app (vite) into `outDir`. */
export async function buildReactApp(outDir: string): Promise<void> {
  await build({
    configFile: join(examplesDir, 'react-app', 'vite.config.ts'),
    root: join(examplesDir, 'react-app'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}
