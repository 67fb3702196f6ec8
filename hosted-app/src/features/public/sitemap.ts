/** The sitemap of the public pages (sitemaps.org), written at build time (react-router.config.ts). */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${origin}${path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * robots.txt: everything public may be crawled but the signed-in app and the API; the sitemap named. The app
 * is `/app$` and `/app/` rather than a bare `/app`, a prefix that would also shut out /apple-touch-icon.png.
 */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: /app$\nDisallow: /app/\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
