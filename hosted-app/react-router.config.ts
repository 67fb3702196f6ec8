import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { writeCalmkitGuides } from './calmkit/writeCalmkitGuides';
import { PUBLIC_PAGES } from './src/features/public/publicSite';
import { DEFAULT_SITE_ORIGIN } from './src/features/public/siteAddress';
import { robotsTxt, sitemapXml } from './src/features/public/sitemap';
import { appRoutePatterns } from './src/lib/appRoutePatterns';
import { buildDirectory } from './src/lib/buildDirectory';
import { signedInHomePage, withModulePreloads } from './src/lib/signedInHomePage';
import { VISITOR_HOME } from './src/lib/visitorHome';
import { chunkFiles, type ViteManifest } from './src/lib/viteManifest';

/**
 * The public pages are prerendered to static HTML (crawlers read them without JavaScript); everything
 * else is a single-page app served from `__spa-fallback.html`. After the build, `build/routes.json`
 * tells the API which paths are the app's (SPA fallback) and which are not (404 with the 404 page), and
 * `client/sitemap.xml` and `client/robots.txt` name the indexable pages (PUBLIC_PAGES, the one list), and
 * `client/calmkit/` holds the free guide's PDF in each language.
 * /landing (canonical /), /auth and /404 are prerendered but not indexed. A page is listed without a trailing slash (the
 * landing in German is /de/, prerendered as /de), as the server matches a path with or without one.
 */
export const PRERENDERED = [...PUBLIC_PAGES.map((path) => path.replace(/(.)\/$/, '$1')), '/landing', '/auth', '/404'];

/**
 * A path only the catch-all route matches, prerendered as the page the server sends (status 404) for any
 * path no route matches: it hydrates wherever it is served, since the client matches the same route.
 */
export const NOT_FOUND_PAGE = '/__not-found';

/** The page the server answers a signed-in request for / and /auth with (lib/signedInHomePage.ts). */
const SIGNED_IN_HOME = '__spa-home.html';


export default {
  appDirectory: 'src',
  // Tests build into a folder of their own (test/buildApp.ts), beside the one npm start serves.
  buildDirectory: buildDirectory(),
  ssr: false,
  prerender: [...PRERENDERED, NOT_FOUND_PAGE],
  // React Router 8's behaviour now, so the upgrade changes nothing (and the build prints no warnings).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  async buildEnd({ buildManifest, reactRouterConfig, viteConfig }) {
    if (!buildManifest) return;
    const client = join(reactRouterConfig.buildDirectory, 'client');
    // Which files each route's code is in: Vite's build manifest (vite.config.ts, build.manifest), read and then taken
    // out of the folder the server serves, as React Router does when the project has not asked for it.
    const viteManifestDir = join(client, '.vite');
    const viteManifest = JSON.parse(await readFile(join(viteManifestDir, 'manifest.json'), 'utf8')) as ViteManifest;
    await rm(viteManifestDir, { recursive: true, force: true });
    const routeFiles = (id: string) => {
      const route = buildManifest.routes[id];
      if (!route) throw new Error(`buildEnd: no route ${id}`);
      return chunkFiles(viteManifest, relative(viteConfig.root, join(reactRouterConfig.appDirectory, route.file)));
    };
    // The route at / (the index route under the root), whatever its module is named.
    const home = Object.values(buildManifest.routes).find((route) => route.index && route.parentId === 'root');
    if (!home) throw new Error('buildEnd: no route at /');
    const fallback = await readFile(join(client, '__spa-fallback.html'), 'utf8');
    await writeFile(join(client, SIGNED_IN_HOME), signedInHomePage(fallback, routeFiles(home.id)));
    const routes = { signedInHome: SIGNED_IN_HOME, visitorHome: VISITOR_HOME, prerendered: PRERENDERED, notFound: `${NOT_FOUND_PAGE.slice(1)}/index.html`, notFoundPaths: ['/404'], app: appRoutePatterns(buildManifest.routes) };
    // The landing page's code, a chunk of its own beside the route at / (routes/home.tsx), preloaded where that route
    // renders it from the start, /auth (the visitors' / is a static page with no app: lib/pageHandle.ts): as /landing's route loads it.
    const landing = Object.values(buildManifest.routes).find((route) => route.path === 'landing' && route.parentId === 'root');
    if (!landing) throw new Error('buildEnd: no /landing route');
    const auth = join(client, 'auth', 'index.html');
    await writeFile(auth, withModulePreloads(await readFile(auth, 'utf8'), routeFiles(landing.id).imports ?? []));
    await mkdir(reactRouterConfig.buildDirectory, { recursive: true });
    // The origin canonical links and the sitemap name, recorded for npm start and the API (which warns when it is not APP_ORIGIN).
    const origin = process.env.VITE_SITE_ORIGIN ?? DEFAULT_SITE_ORIGIN;
    await writeFile(join(reactRouterConfig.buildDirectory, 'routes.json'), `${JSON.stringify({ ...routes, siteOrigin: origin }, null, 2)}\n`);
    await writeFile(join(reactRouterConfig.buildDirectory, 'client', 'sitemap.xml'), sitemapXml(origin, PUBLIC_PAGES));
    await writeFile(join(reactRouterConfig.buildDirectory, 'client', 'robots.txt'), robotsTxt(origin));
    // The free guide's PDF in every language, linking back to the same origin (calmkit/), for the API to send.
    await writeCalmkitGuides(client, origin);
  },
} satisfies Config;
