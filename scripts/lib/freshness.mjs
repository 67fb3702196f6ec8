// Is a build output older than any of its sources? Used to rebuild only what changed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', '.data', 'storybook-static']);
/** Tests and stories sit beside the sources but no build reads them: editing one leaves the build current. */
const NOT_BUILT = /\.(?:test|stories)\.[cm]?[jt]sx?$/;

export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (SKIP.has(entry) || NOT_BUILT.test(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}

/**
 * Was the app built for another site origin than `origin`? Its canonical links, social previews and sitemap name
 * the origin it was built for (VITE_SITE_ORIGIN, recorded as `siteOrigin` in its routes.json); unrecorded counts as another.
 */
export function builtForAnotherOrigin(routesFile, origin) {
  if (!existsSync(routesFile)) return true;
  return JSON.parse(readFileSync(routesFile, 'utf8')).siteOrigin !== origin;
}
