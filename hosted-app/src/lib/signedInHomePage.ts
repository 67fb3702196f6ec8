/** What React Router's client manifest says of a route: its module, the chunks it imports and its styles. */
export interface ManifestRoute {
  readonly module: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

/**
 * The page the server sends a signed-in request for / (and /auth): the SPA fallback, which names only the root's
 * files, with the home route's files and the user's GET /api/user asked for at once, beside the framework, rather
 * than one after another once the router has started (the route's module, then the user, then the screen).
 * The preload's mode and credentials are the app's fetch's (lib/apiRequest.ts: cookies always go along), so that
 * fetch takes its answer.
 */
export function signedInHomePage(fallbackHtml: string, home: ManifestRoute): string {
  const scripts = [home.module, ...(home.imports ?? [])].filter((file) => !fallbackHtml.includes(`href="${file}"`));
  const links = [
    '<link rel="preload" href="/api/user" as="fetch" crossorigin="use-credentials"/>',
    ...scripts.map((file) => `<link rel="modulepreload" href="${file}"/>`),
    ...(home.css ?? []).map((file) => `<link rel="preload" href="${file}" as="style"/>`),
  ];
  return fallbackHtml.replace('</head>', () => `${links.join('')}</head>`);
}

/**
 * A prerendered page's HTML with module preloads for `files` it does not name yet, at the end of its head. The
 * landing page at / (and /auth) loads its code apart from the route (routes/home.tsx): without these, the route's
 * module would fetch it only once it runs, a round trip later.
 */
export function withModulePreloads(html: string, files: readonly string[]): string {
  const links = [...new Set(files)].filter((file) => !html.includes(`href="${file}"`)).map((file) => `<link rel="modulepreload" href="${file}"/>`);
  return html.replace('</head>', () => `${links.join('')}</head>`);
}
