import { describe, expect, it } from 'vitest';
import { expectAccessible, hostedAppPerFile, signUpInPage, type TestPage } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();
let tab: TestPage;

/** A page as a crawler gets it: the HTML alone, no JavaScript run. */
async function fetchPage(path: string) {
  const response = await fetch(`${app.hosted.origin}${path}`, { headers: { Accept: 'text/html' } });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('the public pages, prerendered', () => {
  it('serve the landing page as static HTML with every search tag of core-app.md §2, the icons and structured data', async () => {
    const { status, html } = await fetchPage('/');
    expect(status).toBe(200);
    expect(html).toContain('<title>Minimalist breathing and meditation timer | Stillpoint</title>');
    expect(metaContent(html, 'name', 'description')).toMatch(/box breathing, 4-7-8, coherent breathing, guided meditations/);
    expect(metaContent(html, 'name', 'keywords')).toMatch(/meditation timer/);
    expect(metaContent(html, 'name', 'robots')).toBe('index, follow, max-snippet:-1, max-image-preview:large');
    expect(html).toContain('<link rel="canonical" href="https://stillpoint.app/"/>');
    expect(metaContent(html, 'property', 'og:title')).toBe('Minimalist breathing and meditation timer | Stillpoint');
    expect(metaContent(html, 'property', 'og:image')).toBe('https://stillpoint.app/social-preview.png');
    expect(metaContent(html, 'property', 'og:image:alt')).toBe('Minimalist breathing and meditation timer app');
    // The product with its real offers, and the FAQ (landingMeta.ts).
    expect(html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@graph":\[\{"@type":"Product"/);
    expect(html).toContain('"@type":"FAQPage"');
    const icons = [...html.matchAll(/<link rel="(icon|apple-touch-icon|manifest)" href="([^"]+)"/g)].map(([, rel, href]) => [rel, href]);
    expect(icons).toEqual([
      ['icon', '/favicon.ico'],
      ['icon', '/favicon.svg'],
      ['apple-touch-icon', '/apple-touch-icon.png'],
      ['manifest', '/manifest.webmanifest'],
    ]);
    // What a visitor sees before any script runs: the signed-out view.
    expect(html).toContain('Breathe. Sit. Nothing else.');
  });

  it('answer a path no route matches with the 404 page and status 404, noindex, canonical /404', async () => {
    for (const path of ['/404', '/no/such/page', '/app/nowhere']) {
      const { status, html } = await fetchPage(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('<title>Page Not Found | Stillpoint</title>');
      expect(html, path).toContain('404 Page Not Found');
      expect(html, path).toContain('Did you forget to add the page to the router?');
      expect(metaContent(html, 'name', 'robots'), path).toBe('noindex, nofollow');
      expect(html, path).toContain('<link rel="canonical" href="https://stillpoint.app/404"/>');
    }
    tab = await app.open();
    await tab.page.goto(`${app.hosted.origin}/no/such/page`);
    await tab.page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await expectAccessible(tab.page);
  });
});

describe('the signed-in app, a single-page app behind the sign-in', () => {
  it('sends a visitor who opens a protected screen to / and opens the sign-in dialog', async () => {
    tab = await app.open();
    await tab.page.goto(`${app.hosted.origin}/app/library`);
    await tab.page.getByRole('dialog', { name: 'Sign in' }).waitFor();
    expect(new URL(tab.page.url()).pathname).toBe('/');
  });

  it('matches routes whatever their case, and marks the app noindex with /app as its canonical address', async () => {
    tab = await app.open();
    await signUpInPage(app.hosted, tab.page);
    await tab.page.goto(`${app.hosted.origin}/APP`);
    await tab.page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
    await expect(tab.page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex, nofollow');
    await expect(tab.page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe('https://stillpoint.app/app');
    await tab.page.goto(`${app.hosted.origin}/App/Library`);
    await tab.page.getByRole('heading', { name: 'Library', exact: true }).waitFor();
  });
});
