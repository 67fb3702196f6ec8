import { PUBLIC_LANGUAGES } from '../features/public/publicLanguages';

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
 * not-found page) is left out: matching it is what a 404 is. A translated public page's language segment (`:lang`,
 * `:lang?`) stands for the public languages only, so /xx/start is a 404, not the app.
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
    if (path.includes('*')) continue;
    const language = /\/:lang(\?)?(?=\/|$)/.exec(path);
    if (!language) {
      patterns.add(path);
      continue;
    }
    // English is the address without the segment, where the segment is optional.
    for (const code of PUBLIC_LANGUAGES) {
      if (code !== 'en') patterns.add(path.replace(language[0], `/${code}`));
      else if (language[1]) patterns.add(path.replace(language[0], '') || '/');
    }
  }
  return [...patterns].sort();
}
