// @ts-check
// `npm run mutate`: StrykerJS mutation testing of the engine and catalog sources (sdk/src/core,
// sdk/src/catalog) against their vitest suites. Slow and CPU-bound, so not part of `npm test`
// or CI; run it after changing the engine or its tests. Reports go to reports/mutation/ (git-ignored).
// Stryker 9.x: 10.x needs Node 22.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'sdk/vitest.mutate.config.ts', dir: 'sdk' },
  mutate: ['sdk/src/core/**/*.ts', 'sdk/src/catalog/**/*.ts', '!**/*.test.ts'],
  // Copy only what the sdk's suites need into the sandbox (node_modules is linked, not copied).
  ignorePatterns: ['/*', '!/package.json', '!/tsconfig.json', '!/vitest.shared.ts', '!/sdk', '/sdk/dist'],
  coverageAnalysis: 'perTest',
  // Static mutants (in module-level tables: presets, labels, prompts) are not covered per test, so
  // each one runs the whole suite: about 70% of the mutants and 90% of the run time, hours on this
  // machine. They are left out; `npm run mutate -- --ignoreStatic false` measures them too.
  ignoreStatic: true,
  // The machine is shared: one test runner at a time.
  concurrency: 1,
  // A mutant that loops forever is caught by this timeout; the suites take well under a second per mutant.
  timeoutMS: 2_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  // `npm run mutate -- --incremental` re-tests only the mutants whose code or covering tests changed.
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  thresholds: { high: 95, low: 90, break: null },
};
