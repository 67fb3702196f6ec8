import { join, relative, resolve } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { sourceResolve } from '../vitest.shared.ts';
import { sdkSounds } from './sdkSounds.ts';
import { buildDirectory } from './src/lib/buildDirectory.ts';

/**
 * Libraries go into one file each rather than the half dozen the automatic splitting makes of them (each
 * compressed apart, each its own request): React, React DOM and React Router, which every page loads; and
 * react-query, which loads once the first screen is shown (or with a screen that needs it at once).
 */
const sharedLibraries = [
  { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'server-state', test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
  // Radix's dialog and the primitives every Radix part is made of (presence, portal, focus scope, dismissable layer,
  // scroll lock): one file, not the seven the splitting made, each a line in the preload list of every lazy import
  // that opens a dialog (the sign-in dialog's among them, in the first load) and in the client manifest.
  {
    name: 'dialog-parts',
    test: /[\\/]node_modules[\\/](@radix-ui[\\/](primitive|react-(dialog|compose-refs|context|dismissable-layer|focus-guards|focus-scope|id|portal|presence|primitive|slot|use-[a-z-]+))|react-remove-scroll[a-z-]*|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|detect-node-es|tslib)[\\/]/,
  },
  // The catalog's breathing presets and their configurations and lengths, and the meditation presets with theirs: a
  // file each rather than three, as every screen that offers one kind of preset loads its three together.
  { name: 'breathing-catalog', test: /[\\/]sdk[\\/]src[\\/]catalog[\\/](breathingPresets|breathingPresetConfigs|breathingLength)\.ts$/ },
  { name: 'meditation-catalog', test: /[\\/]sdk[\\/]src[\\/]catalog[\\/](meditationLabels|meditationPresets|meditationPresetConfigs)\.ts$/ },
  // What the root and the signed-in home's first screen load, in one file: the small modules every page loads with
  // the root (the request helper, the stores, page metadata, the install offer's listener) and the home's first
  // screen (its shell, the selector, the account corner, the landing's metadata the route at / exports). Each file
  // is compressed apart and is its own request and line in the manifest: as one, the same code is 1.5 kB less
  // (gzip) than in five, and on a phone each request is a round trip. Public pages load it at the first press of a
  // button (and /app's routes and / at once). The route module at / stays apart: it waits (top-level await) for the
  // landing page's chunk, which imports the account corner, so a file with both would wait for itself (routes/home.tsx).
  {
    name: 'app-core',
    test: /[\\/]src[\\/](root|lib[\\/](apiRequest|appDialogs|pageMeta|whenIdle|useFirstScreenShown)|ui[\\/](Brand|LoadingScreen)|features[\\/](auth[\\/](authModalStore|userStore|UserMenu)|shell[\\/]AppShell|selector[\\/]Selector|offline[\\/]installPrompt|public[\\/]landingMeta|legal[\\/]operatorMeta))\.tsx?$|[\\/]node_modules[\\/]zustand[\\/]|preload-helper/,
  },
  // The small parts most public pages share (header, trial links, the session island, the 404 page): one file rather
  // than eight. Each file is a line in every route's entry of the client manifest, which the signed-in home's first
  // load carries whole; as one, the manifest is smaller and a public page's first press makes fewer requests. None of
  // them is in that first load: the group comes after app-core, which keeps what both import (a group takes its
  // modules' imports too, where no group before it has them). Not the footer nor the page frame, which import the
  // public stylesheet the route at / imports too, nor the technique table, which imports the runners' plan builder:
  // either would bring this file into the signed-in home's or the app's first load.
  {
    name: 'public-parts',
    test: /[\\/]src[\\/]features[\\/]public[\\/](PublicHeader|SignUpLink|TrialButton|TryFreeHeader|TryFreeCallout|SessionIsland|NotFoundPage|numberWord)\.tsx?$/,
  },
  // What the signed-in screens' words are made of beyond the first screen: the area catalogs' machinery, the app's
  // shared words with the API's known errors, and the toasts of a lost sign-in or an ended trial. One file rather than
  // five, each a line in the manifest entry of every route whose screen has words of its own (the paywall, the
  // onboarding, the library, the builders…), which the signed-in home's first load carries whole.
  {
    name: 'app-words',
    test: /[\\/]src[\\/](i18n[\\/]areaCatalog|lib[\\/](appMessages|apiErrorText|paymentRequired|relogin|messages[\\/]en))\.ts$/,
  },
];

/**
 * What a lazy import preloads with it (Vite's modulePreload), less what only costs bytes in the chunk that
 * imports it: the files every page has loaded by then; and all but the styles of what comes after the first
 * screen with nothing waiting on it (the toasts, the account menu, the footer's tooltip, the suggestions, the
 * first-visit overlay, the offline banner and prompts, the
 * outbox's flushing, the saved sessions offline, Safari's audio notice, the home's "Again" tiles, whose room is kept, the
 * recent saved sessions, which say they are loading, and the upgrade link, shown only once a trial has ended), and of
 * what a press on the home brings whose imports are by then mostly loaded anyway (the sign-in dialog, a mood tile's
 * recommendation flow, a quick-start card's presets: react-query, the catalogs and Radix's dialog parts follow the
 * first screen), whose own imports then follow a step later; and the landing page from the route at /, whose page preloads it where it is
 * needed from the start (react-router.config.ts) and which is otherwise a signed-in session ending in the browser.
 */
const FIRST_LOAD = /(^|\/)(rolldown-runtime|framework|app-core)-[\w-]+\.js$/;
const COMES_LATE = /(^|\/)(Toaster|AccountMenu|PrivacyNote|MoreToExplore|OnboardingOverlay|OfflineHost|OfflineSessions|useOutboxFlush|AudioLimitBanner|AgainSection|RecentSessions|UpgradeLink|Landing|AuthModal|recommendation|QuickStartPresets)-[\w-]+\.js$/;
const preloadedWith = (file: string, dependencies: string[]) =>
  dependencies.filter((dependency) => (COMES_LATE.test(file) ? dependency.endsWith('.css') : !FIRST_LOAD.test(dependency)));

/** Where react-router.config.ts builds the client (tests build elsewhere): the worker and its precache list go there. */
const clientBuildDir = resolve(import.meta.dirname, buildDirectory(), 'client');

export default defineConfig({
  ...sourceResolve,
  // Prerendering runs the app in Node: our workspace packages are bundled from their sources, not imported.
  ssr: { ...sourceResolve.ssr, noExternal: [/^@stillpoint\//] },
  plugins: [
    reactRouter(),
    sdkSounds(),
    VitePWA({
      // Our own worker (src/sw/serviceWorker.ts) with the precache list injected; registered by the app
      // (features/offline/registerServiceWorker.ts), the web manifest kept in public/.
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'serviceWorker.ts',
      injectRegister: false,
      manifest: false,
      outDir: relative(import.meta.dirname, clientBuildDir),
      integration: {
        // The worker is served at /service-worker.js (commercial.md), its source named after what it is.
        beforeBuildServiceWorker(options) {
          options.swDest = join(clientBuildDir, 'service-worker.js');
          options.injectManifest.swDest = options.swDest;
        },
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,ogg,json,woff2}'],
        globIgnores: ['service-worker.js', '**/*.{br,gz}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
  // Vite's build manifest: which files each route's code is in, for react-router.config.ts's buildEnd.
  build: { manifest: true },
  environments: { client: { build: { modulePreload: { resolveDependencies: preloadedWith }, rolldownOptions: { output: { codeSplitting: { groups: sharedLibraries } } } } } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
