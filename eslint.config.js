import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The API's code, security code above all, uses the packages it depends on through their published APIs only:
 * a private member can change or vanish in any release, silently.
 */
const PRIVATE_MEMBERS = [
  {
    // `_links` and `_embedded` are fields of Mollie's JSON answers (HAL), not members of a package.
    selector: 'MemberExpression > Identifier.property[name=/^_(?!links$|embedded$)/], MemberExpression[computed=true] > Literal.property[value=/^_(?!links$|embedded$)/]',
    message: "An underscore member is a package's private one: use its published API (koa-session's store options, Koa's cookies and keys, ...).",
  },
  {
    selector: "CallExpression[callee.object.name='Symbol'][callee.property.name='for'], CallExpression[callee.object.name='Object'][callee.property.name='getOwnPropertySymbols']",
    message: "A package's internal symbols are private: use its published API.",
  },
];

/** Linted with type information (typescript-eslint's recommendedTypeChecked). */
const TYPED_FILES = ['api/**/*.ts', 'hosted-app/**/*.{ts,tsx}'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'hosted-app/build/**', 'hosted-app/.build-test-*/**', 'hosted-app/.build-bench-*/**', '.react-router/**', 'hosted-app/.react-router/**', '**/.data/**', '**/storybook-static/**', 'sdk/public/**', 'reports/**', '.stryker-tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'skip' },
        { object: 'it', property: 'only' },
        { object: 'describe', property: 'skip' },
        { object: 'describe', property: 'only' },
        { object: 'test', property: 'skip' },
        { object: 'test', property: 'only' },
      ],
    },
  },
  {
    // The rules of hooks and complete dependency lists, as errors: a hook's missing dependency is a stale value
    // at run time. Version 7's "recommended" adds the React Compiler's checks (refs read in render, setState in an
    // effect, ...); the repo does not use the compiler, and those are not on. The API has no React (its
    // `useCountedDatabase` is a test helper, not a hook).
    files: ['{sdk,widgets,hosted-app,stories,examples,test-support}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The widgets render these components on Preact core (rollup.config.mjs, preactReact()), which
    // writes a DOM element's props as they are: it does not dash camelCase SVG attributes, map
    // onChange to input events or onDoubleClick to dblclick, and its onFocus/onBlur do not bubble.
    files: ['sdk/src/react/**/*.tsx', 'widgets/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // The names preact/compat dashes (its CAMEL_PROPS), on lowercase (DOM and SVG) elements.
          selector:
            'JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name=/^(accent|alignment|arabic|baseline|cap|clip(?!PathU)|color|dominant|fill|flood|font|glyph(?!R)|horiz|image|letter|lighting|marker(?![HWU])|overline|paint|pointer|shape|stop|strikethrough|stroke|text(?!L)|transform|underline|unicode|units|v|vector|vert|word|writing|x(?!C))[A-Z]/]',
          message:
            'The widgets render this on Preact core, which does not turn camelCase SVG attributes into dashed ones: set the presentation in CSS (sdk/src/react/styles.ts) or in style={{...}}.',
        },
        {
          selector: 'JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name=/^(onFocus|onBlur|onChange|onDoubleClick)$/]',
          message:
            'The widgets render this on Preact core, where onFocus/onBlur do not bubble, onChange is the DOM change event and onDoubleClick never fires: use onFocusCapture/onBlurCapture, onInput, or an onClick that checks event.detail.',
        },
      ],
    },
  },
  {
    // The pure layers must stay importable in Node, workers and server rendering.
    files: ['sdk/src/core/**/*.ts', 'sdk/src/catalog/**/*.ts'],
    ignores: ['**/*.test.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'setTimeout', 'setInterval', 'requestAnimationFrame', 'performance', 'navigator', 'localStorage'],
    },
  },
  // The server and the app are checked with their types too: a promise handed to a handler that ignores it, an
  // unbound method passed along, an `any` read as if it were known. Tests read the API's JSON answers as supertest
  // gives them (`any`) and state their shape with expect: the `any` rules are off there, the rest apply.
  ...[...tseslint.configs.recommendedTypeChecked, { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } }].map(
    (config) => ({ ...config, files: TYPED_FILES }),
  ),
  {
    // Koa's app.callback() answers a promise that settles only after Koa has handled any error itself; Node's
    // createServer(app.callback()) is how Koa documents it. The rest of the rule (async handlers in JSX attributes,
    // promises in conditions) stays on.
    files: ['api/**/*.ts'],
    rules: { '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }] },
  },
  {
    // Their stand-ins for browser and server APIs are async functions with nothing to await, and IndexedDB's
    // callbacks, evaluated in the page, reject with the request's DOMException (or null): off there too.
    files: ['api/**/*.test.ts', 'hosted-app/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['api/src/**/*.ts', 'api/bench/**/*.ts', 'api/test/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...PRIVATE_MEMBERS] },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...PRIVATE_MEMBERS,
        {
          selector: 'TSAsExpression > TSAsExpression.expression[typeAnnotation.type="TSUnknownKeyword"]',
          message: 'A cast through unknown passes anything off as a library type: give the value its type, or use the library as published.',
        },
      ],
    },
  },
);
