import { describe, expect, it } from 'vitest';
import { expectAccessible, expectAccessibleInBothSchemes, hostedAppPerFile, signUpInPage, type TestPage } from '@stillpoint/test-support/app';
import { TECHNIQUE_PATHS } from './techniquePages';

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

  it('point their share image (og:image, twitter:image) at a 1200×630 PNG the server answers', async () => {
    for (const path of ['/', '/why', '/techniques/box-breathing']) {
      const { html } = await fetchPage(path);
      const image = metaContent(html, 'property', 'og:image');
      expect(metaContent(html, 'name', 'twitter:image'), path).toBe(image);
      // The canonical host's address, fetched here from the server under test.
      const response = await fetch(`${app.hosted.origin}${new URL(image!).pathname}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('image/png');
      const png = Buffer.from(await response.arrayBuffer());
      // The PNG signature, then the IHDR chunk: width and height, 4 bytes each.
      expect(png.subarray(1, 4).toString('latin1'), path).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630]);
    }
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

describe('the public pages, as laid out', () => {
  /** The left edges of the page's mark, its main heading and its footer, in CSS pixels. */
  const edges = () =>
    tab.page.evaluate(() => {
      const left = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().left ?? null;
      return { mark: left('header a'), heading: left('main h1'), footer: left('footer li a') };
    });

  it('every page a visitor reads ends with the footer (privacy, terms), which lines up with the header and the heading at 1280 px', async () => {
    tab = await app.open({ width: 1280 });
    for (const path of ['/techniques/box-breathing', '/meditation', '/why', '/about/vision', '/privacy', '/calmkit']) {
      await tab.page.goto(`${app.hosted.origin}${path}`);
      await expect(tab.page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).count(), path).resolves.toBe(1);
      await expect(tab.page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).count(), path).resolves.toBe(1);
      const { mark, heading, footer } = await edges();
      // The footer's first link has its own padding: its text starts where the heading does.
      expect([Math.round(heading! - mark!), Math.round(footer! - mark!)], path).toEqual([0, -10]);
    }
  });

  it("the footer's links sit in whole groups: the guide and the story on one row, the legal pages and contact on a row of their own; each row on the page's edge", async () => {
    for (const width of [390, 1280]) {
      tab = await app.open({ width });
      for (const path of ['/', '/why', '/privacy', '/techniques/box-breathing', '/meditation', '/calmkit']) {
        await tab.page.goto(`${app.hosted.origin}${path}`);
        await tab.page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).waitFor();
        const { edge, links } = await tab.page.evaluate(() => {
          const footer = document.querySelector('footer .public-footer__inner')!;
          return {
            // The footer's rule: the page's content edge.
            edge: footer.getBoundingClientRect().left,
            links: [...footer.querySelectorAll('a')].map((link) => {
              const text = document.createRange();
              text.selectNodeContents(link);
              const box = link.getBoundingClientRect();
              return { name: link.textContent, top: box.top, height: box.height, textLeft: text.getBoundingClientRect().left };
            }),
          };
        });
        const rows = [...new Set(links.map((link) => link.top))].map((top) => links.filter((link) => link.top === top));
        const where = `${path} at ${width} px`;
        const names = rows.map((row) => row.map((link) => link.name));
        // Then the language switcher, on rows of its own.
        const languages = ['English', 'Deutsch', 'Nederlands', 'Français', 'Español'];
        expect(names.flat(), where).toEqual(['Start here', 'Why Stillpoint', 'CalmKit guide', 'Minimalist apps', 'Calm alternative', 'Headspace alternative', 'Privacy', 'Terms', 'Imprint', 'Contact', ...languages]);
        const isLanguage = (name: string | null) => languages.includes(name ?? '');
        for (const row of names) expect(row.every(isLanguage) || !row.some(isLanguage), where).toBe(true);
        const siteRows = names.filter((row) => !row.some(isLanguage));
        expect(siteRows[0]?.slice(0, 2), where).toEqual(['Start here', 'Why Stillpoint']);
        expect(siteRows.at(-1), where).toEqual(['Privacy', 'Terms', 'Imprint', 'Contact']);
        // Each row's first word starts on the rule's left end, as the note below does; every link a full touch target.
        for (const row of rows) expect(Math.round(row[0]!.textLeft - edge), where).toBe(0);
        for (const link of links) expect(link.height, `${where}: ${link.name}`).toBeGreaterThanOrEqual(44);
      }
    }
  });

  // The rest of the public pages' axe runs are beside their behaviour (publicPages, techniques, landingPage): these are
  // the pages they leave out, or see in one colour scheme only.
  it('every technique page, /meditation and /404 are axe-clean in light and in dark', async () => {
    tab = await app.open({ width: 390 });
    for (const path of [...TECHNIQUE_PATHS, '/meditation', '/404']) {
      await tab.page.goto(`${app.hosted.origin}${path}`);
      await tab.page.getByRole('heading', { level: 1 }).waitFor();
      await expectAccessibleInBothSchemes(tab.page);
    }
  });

  it("the landing's phones keep their Try buttons inside their screens, at 390 and 1280 px", async () => {
    for (const width of [390, 1280]) {
      tab = await app.open({ width });
      await tab.page.goto(`${app.hosted.origin}/`);
      // The screen inside the bezel (the preview a visitor presses Try on).
      for (const phone of await tab.page.locator('.phone__preview').all()) {
        const [screen, button] = await Promise.all([phone.boundingBox(), phone.getByRole('button').boundingBox()]);
        expect(button!.x, `${width}`).toBeGreaterThanOrEqual(screen!.x);
        expect(button!.x + button!.width, `${width}`).toBeLessThanOrEqual(screen!.x + screen!.width);
      }
    }
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
