// The one place the repo says which Chromium its browser suites, screenshots and benches drive, and
// how. Plain JavaScript, so `npm test`'s set-up (scripts/lib/setup.mjs, run before any TypeScript
// loader) reads the same path it installs Chromium to.

/** Debian's Chromium (`CHROMIUM_PATH` overrides it). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, no sandbox (containers, CI), no GPU, and nothing reaching the network on its own. */
export const CHROMIUM_FLAGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
]);
