import { existsSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { send } from '@koa/send';
import type { Context, Middleware } from 'koa';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

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

/**
 * Serves a built app: a folder of files, whatever tool wrote it. A `.br` or `.gz` file beside one
 * (written at build time) is sent instead to a client that accepts that encoding. Hashed files under
 * /assets/ are immutable for a year; everything else is revalidated. A navigation outside /api that
 * matches no file gets index.html (the client router takes over); any other miss is a 404.
 */
export function staticApp(folder: string): Middleware {
  const root = resolve(folder);
  const index = join(root, 'index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path === '/api' || ctx.path.startsWith('/api/')) return next();
    const hashed = ctx.path.startsWith('/assets/');
    // Every file may have a compressed twin: caches must keep one answer per encoding.
    ctx.vary('Accept-Encoding');
    try {
      const served = await send(ctx, fileOf(root, ctx.path), { root, maxage: hashed ? YEAR_MS : 0, immutable: hashed });
      if (served) return;
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status !== 404 && status !== 400 && status !== 403) throw error;
      ctx.remove('Content-Encoding');
    }
    if (hashed || !isNavigation(ctx) || !existsSync(index)) return next();
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root });
  };
}
