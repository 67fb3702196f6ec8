/**
 * The hosted app's canonical links, social previews and sitemap name the origin it was built for
 * (VITE_SITE_ORIGIN, recorded as `siteOrigin` in its routes.json): one warning line when that is not APP_ORIGIN,
 * or null. A build that recorded none says nothing.
 */
export function siteOriginNotice(routes: { readonly siteOrigin?: string }, appOrigin: string): string | null {
  const built = routes.siteOrigin;
  if (!built || built === appOrigin) return null;
  return `[web] WARNING: the app was built for ${built}, but APP_ORIGIN is ${appOrigin}: its canonical links and sitemap name ${built}. Build it with VITE_SITE_ORIGIN=${appOrigin} (npm start does)`;
}
