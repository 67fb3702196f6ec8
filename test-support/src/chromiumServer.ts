import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one Chromium, for `chromium.connect`: every test file of the suite drives it, a context per test. */
    chromiumEndpoint: string;
  }
}

/**
 * A vitest `globalSetup`: launches Chromium once for the whole run, so a test file connects in milliseconds
 * instead of starting a browser of its own. Files stay apart: each opens its own contexts (no shared cookies,
 * storage or service workers), and disconnecting closes the contexts it left open.
 */
export default async function setup(project: TestProject) {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: [...PLAYWRIGHT_CHROMIUM_ARGS] });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
