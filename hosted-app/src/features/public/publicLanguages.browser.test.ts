import { describe, expect, it } from 'vitest';
import { expectAccessible, hostedAppPerFile, type TestPage } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();
let tab: TestPage;

const ORIGIN = 'https://stillpoint.app';
/** A page's `<link rel="alternate" hreflang>` as a crawler reads them (attribute names are case-insensitive in HTML). */
const alternates = (html: string) => Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map(([, language, href]) => [language, href]));
const ALL_LANGUAGES = { en: `${ORIGIN}/`, de: `${ORIGIN}/de/`, nl: `${ORIGIN}/nl/`, fr: `${ORIGIN}/fr/`, es: `${ORIGIN}/es/`, 'x-default': `${ORIGIN}/` };

async function fetchPage(path: string) {
  const response = await fetch(`${app.hosted.origin}${path}`, { headers: { Accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

describe('the public pages in other languages', () => {
  it('the German landing (/de/) is prerendered in German with lang="de", its own title, description and canonical address, linked by hreflang from / and back, and in the sitemap', async () => {
    const german = await fetchPage('/de/');
    expect(german.status).toBe(200);
    expect(german.html).toMatch(/<html lang="de">/);
    expect(german.html).toContain('<h1 id="hero-heading">Atmen. Sitzen. Sonst nichts.</h1>');
    expect(german.html).toContain('<title>Minimalistischer Timer für Atemübungen und Meditation | Stillpoint</title>');
    expect(/<meta name="description" content="([^"]*)"/.exec(german.html)?.[1]).toMatch(/^Ein minimalistischer Timer/);
    expect(german.html).toContain(`<link rel="canonical" href="${ORIGIN}/de/"/>`);
    expect(alternates(german.html)).toEqual(ALL_LANGUAGES);
    // The questions too, in the page and in its structured data, the prices written as German writes them.
    expect(german.html).toContain('<h2 id="faq-heading">Fragen</h2>');
    expect(german.html).toContain('"name":"Was kostet es?"');
    expect(german.html).toContain('2,99 € im Monat');

    const english = await fetchPage('/');
    expect(english.html).toMatch(/<html lang="en">/);
    expect(alternates(english.html)).toEqual(ALL_LANGUAGES);

    const sitemap = await (await fetch(`${app.hosted.origin}/sitemap.xml`)).text();
    for (const path of ['/de/', '/nl/', '/fr/', '/es/', '/de/start', '/fr/meditation', '/es/calmkit', '/nl/techniques/box-breathing']) expect(sitemap, path).toContain(`<loc>${ORIGIN}${path}</loc>`);
  });

  it('each translated page answers in its language, and an address naming no language, or a page only in English, is a 404', async () => {
    const pages = [
      ['/nl/', 'nl', 'Ademen. Zitten. Verder niets.'],
      ['/fr/', 'fr', 'Respirer. S’asseoir. Rien d’autre.'],
      ['/es/', 'es', 'Respira. Siéntate. Nada más.'],
      ['/de/start', 'de', 'Hier anfangen'],
      ['/de/meditation', 'de', 'Stiller Meditationstimer'],
      ['/fr/calmkit', 'fr', 'CalmKit : le guide essentiel de la respiration et de la méditation'],
    ] as const;
    for (const [path, language, heading] of pages) {
      const { status, html } = await fetchPage(path);
      expect(status, path).toBe(200);
      expect(html, path).toMatch(new RegExp(`<html lang="${language}">`));
      expect(/<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1], path).toBe(heading);
    }
    for (const path of ['/xx/', '/en/start', '/xx/start', '/de/privacy']) expect((await fetchPage(path)).status, path).toBe(404);
  });

  it('the legal pages stay in English, saying so in each other language', async () => {
    for (const path of ['/privacy', '/terms', '/imprint']) {
      const { html } = await fetchPage(path);
      expect(html, path).toMatch(/<html lang="en">/);
      for (const note of ['<span lang="de">Diese Seite gibt es nur auf Englisch.', '<span lang="nl">', '<span lang="fr">', '<span lang="es">']) expect(html, path).toContain(note);
    }
  });

  it('in the browser: / links the German landing, which reads and works in German and switches back to English from its footer; axe', async () => {
    tab = await app.open({ width: 390 });
    await tab.page.goto(`${app.hosted.origin}/`);
    const germanHref = await tab.page.locator('link[rel="alternate"][hreflang="de"]').getAttribute('href');
    await tab.page.goto(`${app.hosted.origin}${new URL(germanHref ?? '').pathname}`);
    await tab.page.getByRole('heading', { level: 1, name: 'Atmen. Sitzen. Sonst nichts.' }).waitFor();
    await expect(tab.page.evaluate(() => document.documentElement.lang)).resolves.toBe('de');
    await expectAccessible(tab.page);
    // A card opens at the first press (the app loads then) and stays in German, as does the page's language.
    await tab.page.getByRole('button', { name: /^Box-Atmung Ruhiger/ }).click();
    await tab.page.getByText('Ein, halten, aus, halten: je vier Sekunden.', { exact: false }).waitFor();
    await tab.page.getByRole('link', { name: 'Mehr über Box-Atmung' }).waitFor();
    await expect(tab.page.evaluate(() => document.documentElement.lang)).resolves.toBe('de');
    const languages = tab.page.getByRole('navigation', { name: 'Sprache' });
    await expect(languages.getByRole('link', { name: 'Deutsch' }).getAttribute('aria-current')).resolves.toBe('page');
    await languages.getByRole('link', { name: 'English' }).click();
    await tab.page.getByRole('heading', { level: 1, name: 'Breathe. Sit. Nothing else.' }).waitFor();
    expect(new URL(tab.page.url()).pathname).toBe('/');
    await expect(tab.page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
  });
});
