import { describe, expect, it } from 'vitest';
import { expectAccessible, fastClock, hostedAppPerFile, type TestPage } from '@stillpoint/test-support/app';

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
    // Sign In in the page's language, in the landing's bar and in the other pages' header alike.
    expect(german.html).toContain('href="/api/login">Anmelden</a>');
    expect((await fetchPage('/fr/start')).html).toContain('href="/api/login">Se connecter</a>');

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

  it('in the browser, an address whose first segment names no language (/xx/start, /zz/calmkit…) is the 404 page, hydrated with no error', async () => {
    tab = await app.open({ width: 390 });
    const errors: string[] = [];
    tab.page.on('console', (message) => {
      // The page's own 404, and the app asking who is signed in (no one: 401), are the answers expected.
      if (message.type() === 'error' && !/status of 40[14]\b/.test(message.text())) errors.push(message.text());
    });
    tab.page.on('pageerror', (error) => errors.push(error.message));
    for (const path of ['/xx/start', '/zz/start', '/en/start', '/xx/calmkit', '/xx/meditation', '/xx/techniques/box-breathing', '/XX/Techniques/4-7-8-breathing']) {
      const response = await tab.page.goto(`${app.hosted.origin}${path}`);
      expect(response?.status(), path).toBe(404);
      // The app hydrates the page it was sent: its router loaded, the page still the 404 page, its title the 404's.
      await tab.page.waitForFunction(() => '__reactRouterRouteModules' in window && document.readyState === 'complete');
      await tab.page.getByRole('link', { name: 'Back to Stillpoint' }).waitFor();
      await new Promise((settled) => setTimeout(settled, 300));
      await expect(tab.page.getByRole('heading', { level: 1 }).textContent(), path).resolves.toBe('404 Page Not Found');
      await expect(tab.page.title(), path).resolves.toMatch(/^Page Not Found/);
      expect(errors, path).toEqual([]);
    }
  });

  it('a practice run to its end on the German landing says Session Complete in German, and invites to the trial, though the browser speaks English', async () => {
    tab = await app.open({ width: 390, locale: 'en-US' });
    await fastClock(tab.page, 120);
    await tab.page.goto(`${app.hosted.origin}/de/`);
    await tab.page.getByRole('button', { name: 'Box-Atmung starten' }).click();
    const complete = tab.page.getByRole('status').filter({ hasText: 'Sitzung beendet' });
    await complete.waitFor({ timeout: 20_000 });
    await expect(complete.getByText('2 Minuten Atmung').count()).resolves.toBe(1);
    await expect(complete.getByRole('link', { name: 'Jetzt 14 Tage kostenlos testen' }).count()).resolves.toBe(1);
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
    // A card opens at the first press (a <details>: no app to wait for), in German, as is the page's language.
    await tab.page.locator('#card-box summary').click();
    await tab.page.getByText('Ein, halten, aus, halten: je vier Sekunden.', { exact: false }).waitFor();
    await tab.page.getByRole('link', { name: 'Mehr über Box-Atmung' }).waitFor();
    await expect(tab.page.getByRole('link', { name: 'Anmelden' }).count()).resolves.toBe(1);
    await expect(tab.page.evaluate(() => document.documentElement.lang)).resolves.toBe('de');
    const languages = tab.page.getByRole('navigation', { name: 'Sprache' });
    await expect(languages.getByRole('link', { name: 'Deutsch' }).getAttribute('aria-current')).resolves.toBe('page');
    await languages.getByRole('link', { name: 'English' }).click();
    await tab.page.getByRole('heading', { level: 1, name: 'Breathe. Sit. Nothing else.' }).waitFor();
    expect(new URL(tab.page.url()).pathname).toBe('/');
    await expect(tab.page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
  });
});
