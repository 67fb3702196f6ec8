import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildWidgetScript } from '@stillpoint/test-support/widget-script';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The one-`<script>` widget build (stillpoint-widgets.js, its audio chunk) made from the current sources for this run. */
    widgetScriptDir: string;
  }
}

/** Builds the widget script once per run, for every example page that loads it. */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'stillpoint-widgets-'));
  await buildWidgetScript(folder);
  project.provide('widgetScriptDir', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
