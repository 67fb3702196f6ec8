// The one-way arrows of docs/design.md, checked on every import (tests, benches and stories included):
//   hosted-app → widgets → sdk/react → sdk/audio → sdk/core → sdk/catalog
//   api → sdk/core, sdk/catalog;   hosted-app → api/contract only
// A folder may import anything below it and nothing above. The private test-support workspace
// (testing/) is where a browser suite gets the real API and database; nothing it holds ships.
/** @param {string} name @param {string} comment @param {string} from @param {string} to */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from: { path: from }, to: { path: to } });

const SDK = '^sdk/';
const ABOVE_SDK = '^(widgets|hosted-app|api|stories|examples|testing)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid('catalog-imports-nothing-of-ours', 'The catalog (schemas, presets, recommender) imports nothing of ours.', '^sdk/src/catalog/', '^(sdk/src/(core|audio|react)|widgets|hosted-app|api)/'),
    forbid('core-above-catalog-only', 'sdk/core sits on the catalog alone: no audio, no React.', '^sdk/src/core/', '^(sdk/src/(audio|react)|widgets|hosted-app|api)/'),
    forbid('audio-below-react', 'sdk/audio knows core and the catalog, never React.', '^sdk/src/audio/', '^(sdk/src/react|widgets|hosted-app|api)/'),
    forbid('sdk-below-everything', 'The SDK is published: it imports none of the packages built on it.', SDK, ABOVE_SDK),
    forbid('widgets-below-app', 'The widgets are published: they import the SDK only.', '^widgets/', '^(hosted-app|api|stories|examples|testing)/'),
    forbid('api-on-core-and-catalog', 'The API validates with the catalog and core; it has no React, audio, widgets or app.', '^api/', '^(sdk/src/(audio|react)|widgets|hosted-app|stories|examples)/'),
    {
      name: 'app-sees-the-contract-only',
      comment: 'The app types its calls with api/src/contract and knows nothing else of the server (its test harness reaches the real API through testing/).',
      severity: 'error',
      from: { path: '^hosted-app/' },
      to: { path: '^api/', pathNot: '^api/src/contract/' },
    },
    forbid('nothing-imports-the-app', 'The hosted app is the top: nothing imports it.', '^(sdk|widgets|api|stories|examples)/', '^hosted-app/'),
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
