/**
 * The paths of the hosted app's pages, as its build lists them (`routes.json`, written by
 * hosted-app/react-router.config.ts): the prerendered ones, and every route pattern of the app.
 */
export interface AppRoutes {
  readonly prerendered: readonly string[];
  /** The page (a file of the build) answered with status 404 for a path no route matches. */
  readonly notFound: string;
  /** Prerendered pages that are the not-found page at its own address (/404): answered with status 404 too. */
  readonly notFoundPaths?: readonly string[];
  readonly app: readonly string[];
  /** The page (a file of the build) a signed-in request for the signed-in home's addresses gets: the SPA fallback, its first screen's files asked for at once. */
  readonly signedInHome?: string;
  /** The page (a file of the build) a visitor's request for `/` gets: the landing page with no app (`landing/index.html`). */
  readonly visitorHome?: string;
  /** The origin the build's canonical links and sitemap name (VITE_SITE_ORIGIN at build time). */
  readonly siteOrigin?: string;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * Whether `path` is one of the app's pages: a pattern's static segments match case-insensitively (as the
 * app's router matches), `:param` matches any one segment and `:param?` also none.
 */
export function matchesAppRoute(patterns: readonly string[], path: string): boolean {
  const wanted = segments(path).map((segment) => segment.toLowerCase());
  return patterns.some((pattern) => {
    const parts = segments(pattern);
    const required = parts.filter((part) => !part.endsWith('?')).length;
    if (wanted.length < required || wanted.length > parts.length) return false;
    let at = 0;
    for (const part of parts) {
      const optional = part.endsWith('?');
      const name = optional ? part.slice(0, -1) : part;
      const here = wanted[at];
      if (here === undefined) {
        if (optional) continue;
        return false;
      }
      if (name.startsWith(':') || name.toLowerCase() === here) at += 1;
      else if (!optional) return false;
    }
    return at === wanted.length;
  });
}

/** The prerendered page a path names, matched case-insensitively and without its trailing slash: "/Auth/" is "/auth". */
export function prerenderedPath(prerendered: readonly string[], path: string): string | undefined {
  const wanted = `/${segments(path).join('/')}`.toLowerCase();
  return prerendered.find((page) => `/${segments(page).join('/')}`.toLowerCase() === wanted);
}
