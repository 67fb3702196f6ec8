import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWidgetScript, REPO_DIR } from '@stillpoint/test-support/widget-script';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The one-`<script>` widget build (stillpoint-widgets.js, its audio chunk) made from the current sources for this run. */
    widgetScriptDir: string;
  }
}

/**
 * The widget script for every example page of the run: under `npm test`, which has just built every package
 * (STILLPOINT_BUILDS_CURRENT=1), the one in widgets/dist (the same rollup build); otherwise built once for this run.
 */
export default async function setup(project: TestProject) {
  const built = join(REPO_DIR, 'widgets', 'dist');
  if (process.env.STILLPOINT_BUILDS_CURRENT === '1' && existsSync(join(built, 'stillpoint-widgets.js'))) {
    project.provide('widgetScriptDir', built);
    return;
  }
  const folder = mkdtempSync(join(tmpdir(), 'stillpoint-widgets-'));
  await buildWidgetScript(folder);
  project.provide('widgetScriptDir', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
