import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { scriptBuild } from '../../rollup.config.mjs';

/** The repository's root folder. */
export const REPO_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Builds the one-`<script>` widget build (stillpoint-widgets.js and its audio chunk) into `outDir` from the
 * current sources, with the root rollup.config.mjs, so a suite, a screenshot or a bench never runs a stale dist/.
 */
export async function buildWidgetScript(outDir: string): Promise<void> {
  const bundle = await rollup(scriptBuild);
  await bundle.write({ ...scriptBuild.output, dir: outDir, sourcemap: false });
  await bundle.close();
}
