import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { send } from '@koa/send';
import type { Context, Middleware } from 'koa';
import type { Operator } from '../contract/operator';
import { isApiPath } from './apiPaths';
import { matchesAppRoute, prerenderedPath, type AppRoutes } from './appRoutes';
import { fillOperator } from './fillOperator';
import { inlineHashes } from './inlineHashes';
import { appCsp } from './securityHeaders';

export interface StaticAppOptions {
  /** Who runs the site, written into every page sent (fillOperator). */
  readonly operator: Operator;
  /** Marks every page sent for the browser suites' hooks (TEST_HOOKS_META); the caller makes sure only a test server asks. */
  readonly testHooks?: boolean;
  /** Pages whose answer depends on who is signed in (see staticApp). */
  readonly signedInHome?: {
    /** Prerendered paths answered with the SPA fallback to a signed-in request. */
    readonly paths: readonly string[];
    /** Whether the request carries a valid signed-in session (read from the signed cookie, never trusted unsigned). */
    isSignedIn(ctx: Context): Promise<boolean>;
  };
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** What a test server adds to each page's head: the app's test hooks (features/session/testHooks.ts) act only on a page carrying it. */
export const TEST_HOOKS_META = '<meta name="stillpoint-test-hooks" content="on">';
const SPA_FALLBACK = '__spa-fallback.html';

/** The file a URL path names: a folder means its index.html (prerendered routes are `route/index.html`). */
function fileOf(root: string, path: string): string {
  if (path.endsWith('/')) return `${path}index.html`;
  if (extname(path) !== '') return path;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return path; // send answers 400
  }
  const full = resolve(root, `.${decoded}`);
  if (!full.startsWith(root + sep)) return path; // send refuses it
  try {
    return statSync(full).isDirectory() ? `${path}/index.html` : path;
  } catch {
    return path;
  }
}

/**
 * A request the browser makes to show a page (an address typed, a link followed), not to fetch a
 * file: a path without an extension, or one asking for HTML. Images, scripts and icons ask for other
 * types (their Accept has `*∕*` at most), so a missing /favicon.ico is a 404, not the app's page.
 */
function isNavigation(ctx: Context): boolean {
  return extname(ctx.path) === '' || ctx.get('Sec-Fetch-Mode') === 'navigate' || ctx.get('Accept').includes('text/html');
}

/** A page as it is sent: the operator filled in, compressed both ways, and its policy from its inline scripts' hashes. */
interface ServedPage {
  readonly policy: string;
  readonly identity: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

async function servedPage(path: string, operator: Operator, testHooks: boolean): Promise<ServedPage> {
  const filled = fillOperator(await readFile(path, 'utf8'), operator);
  // In the head, where the page's scripts find it before they run (a page without a <head> tag gets one from the parser).
  const html = testHooks ? filled.replace(/<head(?:\s[^>]*)?>|^<!doctype html>/i, (tag) => `${tag}${TEST_HOOKS_META}`) : filled;
  const identity = Buffer.from(html, 'utf8');
  const [br, gzipped] = await Promise.all([promisify(brotliCompress)(identity), promisify(gzip)(identity, { level: 9 })]);
  return { policy: appCsp(inlineHashes(html)), identity, br, gzip: gzipped };
}

/** Each page as sent, made once per build: read again only when the file changed (a new build). */
function servedPages(root: string, operator: Operator, testHooks: boolean) {
  const pages = new Map<string, { mtimeMs: number; page: Promise<ServedPage> }>();
  return async (file: string) => {
    const path = join(root, file);
    const { mtimeMs } = await stat(path);
    let known = pages.get(file);
    if (!known || known.mtimeMs !== mtimeMs) {
      known = { mtimeMs, page: servedPage(path, operator, testHooks) };
      pages.set(file, known);
      known.page.catch(() => pages.delete(file));
    }
    return known.page;
  };
}

/**
 * Serves the built hosted app: `folder/client` (or `folder` itself, for any plain folder of files) and
 * the route list the build writes beside it (`folder/routes.json`).
 *
 * - A file is sent as it is; a `.br` or `.gz` twin (written at build time) goes to a client that accepts
 *   that encoding. Hashed files under /assets/ are immutable for a year; everything else is revalidated.
 * - A prerendered page answers its own HTML, with or without a trailing slash; asked for in other letters it answers
 *   a permanent redirect (301) to its own address, the query kept;
 *   the not-found page's own address (/404, `notFoundPaths`) answers it with status 404.
 * - A navigation to any other route of the app answers the SPA fallback (the client router takes over);
 *   a navigation that no route matches answers the 404 page with status 404. Without a route list every
 *   navigation gets index.html.
 * - Every HTML answer has the operator's details written into it (fillOperator: the build cannot know them), is
 *   compressed when it is first sent, and carries a Content-Security-Policy allowing exactly its own inline scripts and
 *   style attributes.
 * - Any other miss (`/favicon.ico`, `/assets/*`) falls through to a plain 404.
 * - The signed-in home's addresses (`signedInHome.paths`: `/` and `/auth`) answer by who asks: the SPA fallback
 *   (the app's home, no landing page before it) to a request `signedInHome.isSignedIn` says is signed in, the
 *   prerendered landing page to anyone else (at `/`, `visitorHome`: the landing with no app). Those answers vary by
 *   cookie and are never kept by a shared cache.
 */
export function staticApp(folder: string, options: StaticAppOptions): Middleware {
  const base = resolve(folder);
  const root = existsSync(join(base, 'client')) ? join(base, 'client') : base;
  const routesFile = join(base, 'routes.json');
  const routes = existsSync(routesFile) ? (JSON.parse(readFileSync(routesFile, 'utf8')) as AppRoutes) : undefined;
  const pageOf = servedPages(root, options.operator, options.testHooks === true);

  const signedInHome = options.signedInHome;
  // The home pages the route list names, where the build wrote them (looked up once: the build does not change under a running server).
  const built = (file: string | undefined) => (file && existsSync(join(root, file)) ? file : undefined);
  const signedInPage = built(routes?.signedInHome) ?? SPA_FALLBACK;
  const visitorHome = built(routes?.visitorHome);
  const sendPage = async (ctx: Context, file: string, status = 200) => {
    const page = await pageOf(file);
    ctx.set('Content-Security-Policy', page.policy);
    if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-cache');
    ctx.status = status;
    ctx.type = 'html';
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
    if (encoding === 'br' || encoding === 'gzip') ctx.set('Content-Encoding', encoding);
    ctx.body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
  };

  // `next` is Koa's, typed by what this middleware waits for: that the rest has run.
  return async (ctx, next: () => Promise<void>) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();
    const hashed = ctx.path.startsWith('/assets/');
    // Every file may have a compressed twin: caches must keep one answer per encoding.
    ctx.vary('Accept-Encoding');
    const prerendered = routes && prerenderedPath(routes.prerendered, ctx.path);
    // A page has one address: asked for in other letters (/TECHNIQUES/Box-Breathing), it moves there for good, query
    // and all, so links and search engines learn it, and the page's router never sees a slug it does not know.
    if (prerendered && ctx.path.replace(/(.)\/$/, '$1') !== prerendered) {
      ctx.status = 301;
      return ctx.redirect(`${prerendered}${ctx.search}`);
    }
    if (prerendered && signedInHome?.paths.includes(prerendered)) {
      ctx.vary('Cookie');
      ctx.set('Cache-Control', 'private, no-cache');
      if (await signedInHome.isSignedIn(ctx)) return sendPage(ctx, signedInPage);
    }
    const file = (prerendered === '/' ? visitorHome : undefined) ?? (prerendered ? fileOf(root, `${prerendered === '/' ? '' : prerendered}/`) : fileOf(root, ctx.path));
    if (file.endsWith('.html') && existsSync(join(root, file))) return sendPage(ctx, file, prerendered && routes?.notFoundPaths?.includes(prerendered) ? 404 : 200);
    try {
      const served = await send(ctx, file, { root, maxage: hashed ? YEAR_MS : 0, immutable: hashed });
      if (served) return;
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status !== 404 && status !== 400 && status !== 403) throw error;
      ctx.remove('Content-Encoding');
    }
    if (hashed || !isNavigation(ctx)) return next();
    if (!routes) return existsSync(join(root, 'index.html')) ? sendPage(ctx, 'index.html') : next();
    if (matchesAppRoute(routes.app, ctx.path)) return sendPage(ctx, SPA_FALLBACK);
    return sendPage(ctx, routes.notFound, 404);
  };
}
