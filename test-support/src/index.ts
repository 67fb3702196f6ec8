// What the browser suites, screenshot runs and benches share (Node side). The app on the real API and
// database is `@stillpoint/test-support/app`; axe in jsdom is `@stillpoint/test-support/axe-dom`.
export { accessibilityViolations, AXE_SOURCE, formatViolations, type AxeViolation } from './axe';
export { CHROMIUM_FLAGS, CHROMIUM_PATH, launchChromium, pageErrors } from './chromium';
export { endSession } from './endSession';
export { eventually, WAIT_MS, type EventuallyOptions, type Truthy } from './eventually';
export { serveStatic, type StaticServer } from './staticServer';
