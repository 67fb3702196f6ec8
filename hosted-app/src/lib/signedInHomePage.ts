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
