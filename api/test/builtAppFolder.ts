import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The inline script of the fixture's landing page (the server must allow it by its hash, and nothing else inline). */
export const LANDING_INLINE_SCRIPT = 'window.__reactRouterContext = {};';
/** And the one style attribute it carries (as a prerendered accordion does). */
export const LANDING_STYLE_ATTRIBUTE = '--radix-accordion-content-height:var(--radix-collapsible-content-height)';

/**
 * A temporary folder shaped like the hosted app's build (React Router, prerendered public pages): `client/`
 * with the landing page, the 404 pages (the route's, and the one any unmatched path gets), the SPA fallback and one hashed script, and `routes.json` beside it.
 * Returns the build folder (what `hostedAppDir` names).
 */
export function builtAppFolder(): string {
  const build = mkdtempSync(join(tmpdir(), 'stillpoint-build-'));
  const client = join(build, 'client');
  mkdirSync(join(client, 'assets'), { recursive: true });
  mkdirSync(join(client, '404'));
  mkdirSync(join(client, '__not-found'));
  writeFileSync(
    join(client, 'index.html'),
    `<!doctype html><title>Stillpoint</title><main>Landing<div style="${LANDING_STYLE_ATTRIBUTE}"></div></main><script>${LANDING_INLINE_SCRIPT}</script>`,
  );
  writeFileSync(join(client, '404', 'index.html'), '<!doctype html><title>Page Not Found</title><h1>404 Page Not Found</h1>');
  writeFileSync(join(client, '__not-found', 'index.html'), '<!doctype html><title>Page Not Found</title><h1>404 Page Not Found</h1><p>(any path)</p>');
  writeFileSync(join(client, '__spa-fallback.html'), '<!doctype html><title>Stillpoint</title><div id="app-shell">Loading…</div>');
  writeFileSync(join(client, '__spa-home.html'), '<!doctype html><title>Stillpoint</title><div id="app-shell">Loading…</div><link rel="preload" href="/api/user" as="fetch" crossorigin="use-credentials"/>');
  mkdirSync(join(client, 'auth'));
  writeFileSync(join(client, 'auth', 'index.html'), `<!doctype html><title>Sign in</title><main>Landing<div style="${LANDING_STYLE_ATTRIBUTE}"></div></main>`);
  writeFileSync(join(client, 'assets', 'index-4f2a9c.js'), 'console.log("app")');
  const routes = { signedInHome: '__spa-home.html', prerendered: ['/', '/auth', '/404'], notFound: '__not-found/index.html', notFoundPaths: ['/404'], app: ['/', '/404', '/app', '/app/build/:kind', '/history/:year?', '/reset-password', '/u/:handle'] };
  writeFileSync(join(build, 'routes.json'), JSON.stringify(routes));
  return build;
}
