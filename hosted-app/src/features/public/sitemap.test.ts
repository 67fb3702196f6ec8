import { describe, expect, it } from 'vitest';
import { pageMeta } from '../../lib/pageMeta';
import { languageOfPath, pathIn } from './publicLanguages';
import { englishPathOf } from './translatedPath';
import { PUBLIC_PAGES, TRANSLATED_PUBLIC_PAGES } from './publicSite';
import { sitemapXml } from './sitemap';

const ORIGIN = 'https://stillpoint.app';

describe('the public pages in every language', () => {
  it('name a language by the first segment of the address only, English at the plain address', () => {
    expect(['/', '/start', '/de/', '/de/start', '/NL/techniques/box-breathing', '/fr', '/en/start', '/why', '/es/calmkit'].map(languageOfPath)).toEqual([
      'en',
      'en',
      'de',
      'de',
      'nl',
      'fr',
      'en',
      'en',
      'es',
    ]);
    expect(pathIn('/', 'de')).toBe('/de/');
    expect(pathIn('/start', 'fr')).toBe('/fr/start');
    expect(pathIn('/start', 'en')).toBe('/start');
    expect(['/de/', '/de', '/de/start', '/start'].map(englishPathOf)).toEqual(['/', '/', '/start', '/start']);
  });

  it('list each translated page in each other language, the landing, guide, timer, start guide and every technique among them', () => {
    expect(TRANSLATED_PUBLIC_PAGES).toEqual(expect.arrayContaining(['/', '/calmkit', '/meditation', '/start', '/techniques/box-breathing']));
    for (const language of ['de', 'nl', 'fr', 'es'] as const) {
      for (const path of TRANSLATED_PUBLIC_PAGES) expect(PUBLIC_PAGES, `${language} ${path}`).toContain(pathIn(path, language));
    }
    expect(PUBLIC_PAGES).toContain('/privacy');
    expect(PUBLIC_PAGES).not.toContain('/de/privacy');
    expect(new Set(PUBLIC_PAGES).size).toBe(PUBLIC_PAGES.length);
  });

  it("write a sitemap of every page, each translated one with all five languages' addresses and x-default the English", () => {
    const xml = sitemapXml(ORIGIN, PUBLIC_PAGES);
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => body ?? '');
    expect(urls.map((url) => /<loc>(.*?)<\/loc>/.exec(url)?.[1])).toEqual(PUBLIC_PAGES.map((path) => `${ORIGIN}${path}`));
    const german = urls.find((url) => url.includes(`<loc>${ORIGIN}/de/start</loc>`)) ?? '';
    const alternates = [...german.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, language, href]) => [language, href]);
    expect(alternates).toEqual([
      ['en', `${ORIGIN}/start`],
      ['de', `${ORIGIN}/de/start`],
      ['nl', `${ORIGIN}/nl/start`],
      ['fr', `${ORIGIN}/fr/start`],
      ['es', `${ORIGIN}/es/start`],
      ['x-default', `${ORIGIN}/start`],
    ]);
    expect(urls.find((url) => url.includes(`<loc>${ORIGIN}/privacy</loc>`))).not.toContain('xhtml:link');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("link a translated page's metadata to each language (hreflang) and to itself as canonical", () => {
    const tags = pageMeta({ title: 'Hier anfangen', description: 'Eine Anleitung.', path: '/de/start', translationOf: '/start' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${ORIGIN}/de/start` });
    const alternates = tags.filter((tag) => 'rel' in tag && tag.rel === 'alternate');
    expect(alternates).toEqual(
      ['en', 'de', 'nl', 'fr', 'es', 'x-default'].map((language) => ({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: language,
        href: `${ORIGIN}${language === 'en' || language === 'x-default' ? '' : `/${language}`}/start`,
      })),
    );
    expect(pageMeta({ title: 'Privacy', description: 'What we keep.', path: '/privacy' }).some((tag) => 'rel' in tag && tag.rel === 'alternate')).toBe(false);
  });
});
