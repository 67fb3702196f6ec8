import type { MetaDescriptor } from 'react-router';
import { PUBLIC_LANGUAGES, pathIn } from '../features/public/publicLanguages';
import { DEFAULT_SITE_ORIGIN } from '../features/public/siteAddress';

/** The product's own host: canonical addresses and the preview image point there, wherever the app is built. */
export const SITE_ORIGIN = (import.meta.env.VITE_SITE_ORIGIN as string | undefined) ?? DEFAULT_SITE_ORIGIN;
export const PRODUCT = 'Stillpoint';
export const DEFAULT_IMAGE = `${SITE_ORIGIN}/social-preview.png`;
export const DEFAULT_IMAGE_ALT = 'Minimalist breathing and meditation timer app';
const DEFAULT_KEYWORDS = 'breathing exercises, meditation timer, box breathing, 4-7-8 breathing, mindfulness, calm';

export interface PageMeta {
  /** The page's own title; the product name is added. */
  readonly title: string;
  readonly description: string;
  /** The canonical path, e.g. "/app". */
  readonly path: string;
  readonly keywords?: string;
  readonly noindex?: boolean;
  readonly image?: string;
  readonly imageAlt?: string;
  /**
   * For a page written in every public language: its English address, from which each language's address is linked
   * (`hreflang`, and x-default to the English one), so a search engine shows the reader their language's page.
   */
  readonly translationOf?: string;
  /** Structured data (schema.org), rendered as JSON-LD. */
  readonly structuredData?: Record<string, unknown>;
}

/**
 * Every tag of core-app.md §2 "Search metadata" for a route module's `meta` export: title, description,
 * keywords, robots, canonical link and the social preview (title, description, image and its text),
 * with optional structured data. Unless noindex, robots allows unlimited snippets and large previews.
 */
export function pageMeta(page: PageMeta): MetaDescriptor[] {
  const title = `${page.title} | ${PRODUCT}`;
  const url = `${SITE_ORIGIN}${page.path}`;
  const image = page.image ?? DEFAULT_IMAGE;
  const imageAlt = page.imageAlt ?? DEFAULT_IMAGE_ALT;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { name: 'keywords', content: page.keywords ?? DEFAULT_KEYWORDS },
    { name: 'robots', content: page.noindex ? 'noindex, nofollow' : 'index, follow, max-snippet:-1, max-image-preview:large' },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: PRODUCT },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ];
  if (page.translationOf !== undefined) {
    for (const language of [...PUBLIC_LANGUAGES, 'x-default'] as const) {
      tags.push({ tagName: 'link', rel: 'alternate', hrefLang: language, href: `${SITE_ORIGIN}${pathIn(page.translationOf, language === 'x-default' ? 'en' : language)}` });
    }
  }
  if (page.structuredData) tags.push({ 'script:ld+json': page.structuredData });
  return tags;
}
