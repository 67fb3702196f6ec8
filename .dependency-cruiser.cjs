// The one-way arrows of docs/design.md, checked on every import (tests, benches and stories included):
//   hosted-app → widgets → sdk/react → sdk/audio → sdk/core → sdk/catalog
//   api → sdk/core, sdk/catalog;   hosted-app → api/contract only
// A folder may import anything below it and nothing above. `npm test` runs this (scripts/test.mjs, its
// "boundaries" step) and fails on any violation.
//
// Test support: the private workspace test-support/ (@stillpoint/test-support) sits above every package.
// It may import what tests need of any of them (it builds the widget script, starts the real API on a
// real database), but it sees the API through its testing and contract entries only (api/test/testing.ts,
// the package's "./testing" exports), never api/src. Every package's tests, benches, screenshots and
// test helpers may import it; the code a package ships (its src/, tests aside) may not.
/** @param {string} name @param {string} comment @param {string} from @param {string} to */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from: { path: from }, to: { path: to } });

const SDK = '^sdk/';
const ABOVE_SDK = '^(widgets|hosted-app|api|stories|examples)/';
/** What a package ships: its sources, tests aside. */
const SHIPPED = '^(sdk|widgets|hosted-app|api)/src/';
const TESTS = '\\.(browser\\.|dom\\.)?test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid('catalog-imports-nothing-of-ours', 'The catalog (schemas, presets, recommender) imports nothing of ours.', '^sdk/src/catalog/', '^(sdk/src/(core|audio|react)|widgets|hosted-app|api)/'),
    forbid('core-above-catalog-only', 'sdk/core sits on the catalog alone: no audio, no React.', '^sdk/src/core/', '^(sdk/src/(audio|react)|widgets|hosted-app|api)/'),
    forbid('audio-below-react', 'sdk/audio knows core and the catalog, never React.', '^sdk/src/audio/', '^(sdk/src/react|widgets|hosted-app|api)/'),
    forbid('sdk-below-everything', 'The SDK is published: it imports none of the packages built on it.', SDK, ABOVE_SDK),
    forbid('widgets-below-app', 'The widgets are published: they import the SDK only.', '^widgets/', '^(hosted-app|api|stories|examples)/'),
    forbid('api-on-core-and-catalog', 'The API validates with the catalog and core; it has no React, audio, widgets or app.', '^api/', '^(sdk/src/(audio|react)|widgets|hosted-app|stories|examples)/'),
    {
      name: 'app-sees-the-contract-only',
      comment: 'The app types its calls with api/src/contract and knows nothing else of the server (its tests reach the real API through @stillpoint/test-support/app).',
      severity: 'error',
      from: { path: '^hosted-app/' },
      to: { path: '^api/', pathNot: '^api/src/contract/' },
    },
    forbid('nothing-imports-the-app', 'The hosted app is the top: nothing imports it (Storybook aside, below).', '^(sdk|widgets|api|examples)/', '^hosted-app/'),
    {
      name: 'stories-see-the-program-card-only',
      comment:
        "Storybook shows designers the meditation builder's Program card (its segment editors, timeline and total; issue 31) " +
        "with the app's base styles: the one piece of the app a story may import. It takes a config and calls back, with no routes, " +
        'queries or stores. A copy in the SDK would drift from the app, and moving it down would put Radix and the app look into a published package.',
      severity: 'error',
      from: { path: '^stories/' },
      to: { path: '^hosted-app/', pathNot: '^hosted-app/src/(ui/styles\\.css|features/builders/ProgramCard\\.tsx)$' },
    },
    {
      name: 'test-support-for-tests-only',
      comment: 'A package ships none of its test support: only its tests, benches, screenshots and test helpers import @stillpoint/test-support.',
      severity: 'error',
      from: { path: SHIPPED, pathNot: TESTS },
      to: { path: '^test-support/' },
    },
    {
      name: 'test-support-sees-the-api-testing-entry',
      comment: "Test support starts the real API through the package's testing entry (api/test/testing.ts and the set-up files it exports), never through api/src.",
      severity: 'error',
      from: { path: '^test-support/' },
      to: { path: '^api/', pathNot: '^api/(test/(testing|globalSetup)\\.ts|src/contract/)' },
    },
    {
      name: 'api-testing-entry-for-test-support',
      comment: "The API's testing entry is for test support; no other package reaches into api/test.",
      severity: 'error',
      from: { path: '^(sdk|widgets|hosted-app|stories|examples)/' },
      to: { path: '^api/test/' },
    },
    {
      name: 'no-cycles-in-packages',
      comment: 'A cycle hides which module owns what.',
      severity: 'error',
      from: { path: '^(sdk|widgets|api|hosted-app)/src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|build|storybook-static|\\.react-router|\\.build-[^/]+|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Workspace packages resolve to their sources, as TypeScript and Vite resolve them here.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['source', 'import', 'types', 'default'], mainFields: ['module', 'main', 'types'] },
    combinedDependencies: false,
  },
};
