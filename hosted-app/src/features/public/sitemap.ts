import { pathIn, PUBLIC_LANGUAGES } from './publicLanguages';
import { englishPathOf } from './translatedPath';
import { TRANSLATED_PUBLIC_PAGES } from './publicSite';

/**
 * The sitemap of the public pages (sitemaps.org), written at build time (react-router.config.ts). A page written in
 * every language lists each language's address beside its own (`xhtml:link` hreflang, and x-default the English), as
 * the pages themselves link them.
 */
export function sitemapXml(origin: string, paths: readonly string[], translated: readonly string[] = TRANSLATED_PUBLIC_PAGES): string {
  const url = (path: string) => {
    const english = englishPathOf(path);
    if (!translated.includes(english)) return `  <url><loc>${origin}${path}</loc></url>`;
    const alternates = [...PUBLIC_LANGUAGES, 'x-default' as const].map(
      (language) => `    <xhtml:link rel="alternate" hreflang="${language}" href="${origin}${pathIn(english, language === 'x-default' ? 'en' : language)}"/>`,
    );
    return `  <url>\n    <loc>${origin}${path}</loc>\n${alternates.join('\n')}\n  </url>`;
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${paths.map(url).join('\n')}\n</urlset>\n`;
}

/**
 * robots.txt: everything public may be crawled but the signed-in app and the API; the sitemap named. The app
 * is `/app$` and `/app/` rather than a bare `/app`, a prefix that would also shut out /apple-touch-icon.png.
 */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: /app$\nDisallow: /app/\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
