/** A route of React Router's build manifest: its own path, relative to its parent's. */
export interface ManifestRoute {
  readonly id: string;
  readonly parentId?: string | undefined;
  readonly path?: string | undefined;
  readonly index?: boolean | undefined;
}

/**
 * The full path patterns of the app's pages ("/app/build/:kind"), for the server to tell an app route
 * (served from the SPA fallback) from a path no route matches (a 404). The catch-all route ("*", the
 * not-found page) is left out: matching it is what a 404 is. A translated public page has a route in each language
 * (routes.ts), so /xx/start is a 404 here as in the browser's router.
 */
export function appRoutePatterns(routes: Readonly<Record<string, ManifestRoute | undefined>>): string[] {
  const fullPath = (route: ManifestRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const own = route.path ?? '';
    const base = parent ? fullPath(parent) : '';
    return own ? `${base.replace(/\/$/, '')}/${own}` : base || '/';
  };
  const patterns = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route || (route.path === undefined && !route.index)) continue;
    const path = fullPath(route);
    if (!path.includes('*')) patterns.add(path);
  }
  return [...patterns].sort();
}
