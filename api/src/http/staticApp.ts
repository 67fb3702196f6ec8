import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { send } from '@koa/send';
import type { Middleware } from 'koa';

/**
 * Serves the built hosted app: hashed files under /assets/ are immutable for a year; everything else is
 * revalidated; a GET outside /api that matches no file gets index.html (the client router takes over).
 */
export function staticApp(root: string): Middleware {
  const index = join(root, 'index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path === '/api' || ctx.path.startsWith('/api/')) return next();
    const hashed = ctx.path.startsWith('/assets/');
    try {
      const served = await send(ctx, ctx.path, {
        root,
        index: 'index.html',
        maxage: hashed ? 365 * 24 * 60 * 60 * 1000 : 0,
        immutable: hashed,
      });
      if (served) return;
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status !== 404 && status !== 400 && status !== 403) throw error;
    }
    if (hashed || !existsSync(index)) return next();
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root });
  };
}
