import type Router from '@koa/router';
import type Koa from 'koa';

export interface RouteEntry {
  /** Upper case, e.g. "POST". */
  readonly method: string;
  /** As declared, e.g. "/api/sessions/:id". */
  readonly path: string;
}

/**
 * Every method and path the app's routers answer, read from the routers mounted on the app (each
 * `router.routes()` middleware carries its router), so a route added to app.ts is listed without anyone
 * editing a list. HEAD, which the router adds to every GET, is left out.
 */
export function routeTable(app: Koa): RouteEntry[] {
  const routes: RouteEntry[] = [];
  for (const middleware of app.middleware) {
    const router = (middleware as { router?: Router }).router;
    for (const layer of router?.stack ?? []) {
      for (const method of layer.methods) if (method !== 'HEAD') routes.push({ method, path: String(layer.path) });
    }
  }
  return routes;
}

export const routeKey = (route: RouteEntry) => `${route.method} ${route.path}`;
