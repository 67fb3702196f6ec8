// Builds @stillpoint/widgets: the React runners of @stillpoint/sdk compiled against Preact core and
// preact/hooks, through two small modules that answer React's entry points (see preactReact()):
// about 4 kB gzip instead of react-dom's 60. In two shapes:
//   widgets/dist/{index,breath-session,meditation-timer}.js  ESM for bundlers (types beside them), which
//       imports its dependencies (the SDK's core, catalog and audio entries, Preact) from node_modules
//   widgets/dist/stillpoint-widgets.js                       one self-registering script for <script type="module">,
//       which bundles everything
// In both, the audio engine (Tone.js) stays behind the runners' dynamic import, so it is a separate
// chunk that a page fetches only when sound is turned on.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import esbuild from 'rollup-plugin-esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const widgets = join(root, 'widgets');
const dist = join(widgets, 'dist');

/**
 * What answers each of React's entry points in the widget builds: Preact core and preact/hooks,
 * through two small modules with only the API the runners use (preact/compat would bring Suspense,
 * PureComponent and its prop and event normalisation: 1.9 kB gzip of the widget script).
 */
const preactShims = new Map([
  ['react', join(widgets, 'src/preactReact.ts')],
  ['react-dom/client', join(widgets, 'src/preactReactDomClient.ts')],
  ['react/jsx-runtime', 'preact/jsx-runtime'],
  ['react/jsx-dev-runtime', 'preact/jsx-runtime'],
]);

/** The `react` that @r2wc/react-to-web-component gets: a default export with only what it uses. */
const r2wcReact = join(widgets, 'src/r2wcReact.ts');

/**
 * Resolves React's entry points to Preact core (a Rollup and Vite plugin: the widgets' browser builds
 * and their jsdom tests share it): `react` to widgets/src/preactReact.ts (createElement, Fragment,
 * the hooks), `react-dom/client` to widgets/src/preactReactDomClient.ts (createRoot), the JSX
 * runtimes to preact/jsx-runtime. @r2wc/react-to-web-component reads `createElement` off React's
 * default export, so that package gets r2wcReact.ts for `react`. Any other React entry point
 * (`react-dom` itself, `react-dom/server`...) stops the build: nothing here should need one.
 *
 * Preact core renders props as they are written, so the runners keep to what React and it render
 * alike: SVG presentation attributes in CSS, not camelCase props, and `onFocusCapture`, not a
 * bubbling `onFocus` (eslint.config.js enforces both).
 */
export function preactReact() {
  return {
    name: 'stillpoint-preact-react',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!/^react(-dom)?(\/|$)/.test(source)) return null;
      const replacement = preactShims.get(source);
      if (!replacement) this.error(`${importer ?? 'An entry'} imports "${source}", which the widget builds do not answer (rollup.config.mjs, preactReact()).`);
      const fromR2wc = source === 'react' && /[\\/]@r2wc[\\/]react-to-web-component[\\/]/.test(importer ?? '');
      return this.resolve(fromR2wc ? r2wcReact : replacement, importer, { ...options, skipSelf: true });
    },
  };
}

/** CSS minified by esbuild, as the browser bundles ship the runner stylesheet. */
export const minifyCss = (css) => transformSync(css, { loader: 'css', minify: true }).code.trim();

/**
 * The runner stylesheet (sdk/src/react/styles.ts) is written for reading, a declaration a line with
 * comments; the browser bundles ship it minified by esbuild.
 */
function minifyRunnerStyles() {
  const literal = /(export const runnerStyles = `)([^`$\\]*)`/;
  return {
    name: 'stillpoint-minify-runner-styles',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith('/sdk/src/react/styles.ts')) return null;
      if (!literal.test(code)) this.error('runnerStyles is no longer one plain template literal: update minifyRunnerStyles().');
      const minified = (css) => minifyCss(css).replace(/[`$\\]/g, '\\$&');
      // The literal ends the file, so nothing after it moves and the existing source map holds.
      return { code: code.replace(literal, (_, head, css) => `${head}${minified(css)}\``), map: null };
    },
  };
}

const sdkSource = join(root, 'sdk', 'src');
const sdkSideEffects = JSON.parse(readFileSync(join(root, 'sdk', 'package.json'), 'utf8')).sideEffects;

/**
 * Gives every module of the SDK's sources the side effects its package.json declares (none). Node-resolve
 * applies them to a bare import (`@stillpoint/sdk/core` from the widgets) but not to a relative import of
 * a folder inside the SDK (`../core` from sdk/src/react), and Rollup keeps whichever resolution of a module
 * it meets first: a build in which `../core` came first kept every module sdk/src/core/index.ts re-exports
 * for its side effects, the catalog's zod schemas with them (8 kB gzip more in the widget script, in about
 * one build of six). Only `false` is mirrored; a list in package.json would need node-resolve's matching.
 */
function sdkModuleSideEffects() {
  return {
    name: 'stillpoint-sdk-module-side-effects',
    async resolveId(source, importer, options) {
      if (sdkSideEffects !== false) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !resolved.id.startsWith(sdkSource)) return resolved;
      return { ...resolved, moduleSideEffects: false };
    },
  };
}

/**
 * The plugins every browser bundle here uses. The "source" condition makes workspace packages
 * resolve to their TypeScript, so nothing has to be built before the widgets. `react: 'preact'` (the
 * default) answers React's entry points with Preact core (preactReact()); `react: 'react'` leaves
 * them alone (a bundle that imports no React, like the widget bench's sdk core entry).
 */
export function browserPlugins({ minify = true, react = 'preact' } = {}) {
  return [
    ...(react === 'preact' ? [preactReact()] : []),
    sdkModuleSideEffects(),
    nodeResolve({
      // Not the package.json "browser" field: automation-events (under Tone.js) points it at a UMD
      // bundle without ES exports. The "browser" export condition below still applies.
      browser: false,
      exportConditions: ['source', 'browser', 'module', 'import', 'production', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    }),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    minifyRunnerStyles(),
    esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: join(root, 'tsconfig.json') }),
    ...(minify ? [terser({ format: { comments: false }, compress: { passes: 2 } })] : []),
  ];
}

const onwarn = (warning, warn) => {
  // Tone.js and zod have their modules with `this` at the top level and circular imports; harmless.
  if (warning.code === 'THIS_IS_UNDEFINED' || warning.code === 'CIRCULAR_DEPENDENCY') return;
  // zod's comments mention @__PURE__ in prose; Rollup says so for each one.
  if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
  warn(warning);
};

/** What the runners import once sound is on: the audio engine, through sdk/src/react/sessionSound.ts. */
const SOUND_MODULE = /\/sdk\/src\/(audio\/|react\/sessionSound\.ts$)/;

/**
 * The audio engine's lazy chunk is named "audio" (its entry is sessionSound.ts, or the audio layer's
 * index.ts); the script build's shared chunk, which registers the elements behind its export-less
 * entry, "elements".
 */
const chunkName = (chunk) => {
  if (SOUND_MODULE.test(chunk.facadeModuleId?.replaceAll('\\', '/') ?? '')) return 'audio';
  return chunk.name === 'stillpoint-widgets' && !chunk.isEntry ? 'elements' : '[name]';
};

/**
 * What the npm build leaves to the app's bundler: the packages @stillpoint/widgets depends on, so an
 * app that also uses @stillpoint/sdk (its React runners, the catalog) gets one copy of each, and one
 * Tone.js. What stays bundled is what must run on Preact and imports `react` itself: the SDK's React
 * runners (sdk/src/react, compiled against preactReact()) and @r2wc/react-to-web-component (so it is a
 * devDependency). They cannot import the published
 * @stillpoint/sdk/react instead: its modules import `react`, which the app's bundler resolves for the
 * whole app (to React in a React app, to nothing in a Vue or plain one), and a package cannot redirect
 * a dependency's bare import for itself. Their imports of the SDK's other layers (`../core`,
 * `import('../audio')`) become imports of the published entries.
 */
function npmDependencies() {
  const entry = /^(?:preact(?:\/.*)?|@stillpoint\/sdk(?:\/(?:core|catalog|audio))?)$/;
  const layer = /^(core|catalog|audio)(?:[\\/]|$)/;
  return {
    name: 'stillpoint-npm-dependencies',
    resolveId(source, importer) {
      if (entry.test(source)) return { id: source, external: true };
      // The JSX runtime preactReact() would answer with Preact's: import Preact's.
      if (source === 'react/jsx-runtime' || source === 'react/jsx-dev-runtime') return { id: 'preact/jsx-runtime', external: true };
      if (!source.startsWith('.') || !importer) return null;
      const target = relative(sdkSource, join(dirname(importer), source));
      const from = relative(sdkSource, importer);
      const [, name] = target.match(layer) ?? [];
      if (!name || from.startsWith('..') || from.startsWith(name)) return null;
      return { id: `@stillpoint/sdk/${name}`, external: true };
    },
  };
}

/** ESM for bundlers: one file per entry, shared code in chunks/; dependencies imported (npmDependencies()). */
export const libraryBuild = {
  input: {
    index: join(widgets, 'src/index.ts'),
    'breath-session': join(widgets, 'src/breath-session/breath-session.ts'),
    'meditation-timer': join(widgets, 'src/meditation-timer/meditation-timer.ts'),
  },
  plugins: [npmDependencies(), ...browserPlugins()],
  onwarn,
  output: {
    dir: dist,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: (chunk) => `chunks/${chunkName(chunk)}-[hash].js`,
    sourcemap: true,
  },
};

/**
 * Emits the SDK's sound files (assets.json, the .ogg files and their credits) as sounds/ beside the
 * script, where the script-tag build looks for them by default.
 */
function soundFiles() {
  const folder = join(root, 'sdk', 'sounds');
  return {
    name: 'stillpoint-sound-files',
    generateBundle() {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const file = entry.name;
        this.emitFile({ type: 'asset', fileName: `sounds/${file}`, source: readFileSync(join(folder, file)) });
      }
    },
  };
}

/**
 * The script tag build: ESM, so its chunks resolve against the script's own URL on whatever host
 * serves it (no global, no document.currentScript guessing): the entry, stillpoint-widgets.js, imports
 * stillpoint-elements-[hash].js, which registers the elements and lazily imports the audio chunk. No source maps:
 * the script is minified for pages, and its maps (1.5 MB, most of it Tone.js in the audio chunk's)
 * would be most of the package. The sound files are emitted beside it for builds from this repo
 * (the examples, our own hosting); the npm package leaves them out (package.json `files`): they
 * ship once, in @stillpoint/sdk/sounds/, to be hosted beside the script (see scriptDefaults.ts).
 */
export const scriptBuild = {
  input: { 'stillpoint-widgets': join(widgets, 'src/stillpoint-widgets.ts') },
  plugins: [...browserPlugins(), soundFiles()],
  onwarn,
  // One module instance whatever the script's URL: a page loads stillpoint-widgets.js?v=1.2 (WordPress
  // adds ?ver= to every script), while the lazy chunks import what they share by a plain relative URL,
  // and the browser's module map keys on the whole URL, query included. With 'strict', the entry keeps
  // its own signature (no exports), so Rollup makes it a facade that only imports a hashed chunk
  // (stillpoint-elements-[hash].js) holding the code; the lazy chunks import that chunk, never the
  // entry, and every import of it resolves to the same URL. The cost is one small request.
  preserveEntrySignatures: 'strict',
  output: {
    dir: dist,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: (chunk) => `stillpoint-${chunkName(chunk)}-[hash].js`,
    sourcemap: false,
  },
};

export default [libraryBuild, scriptBuild];
