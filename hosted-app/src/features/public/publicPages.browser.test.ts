import { describe, expect, it } from 'vitest';
import { expectAccessible, hostedAppPerFile, type TestPage } from '@stillpoint/test-support/app';
import { TECHNIQUE_PATHS } from './techniquePages';

const app = hostedAppPerFile();
let tab: TestPage;

/** The public information, comparison and legal pages: their address, heading and title (without " | Stillpoint"). */
const PAGES = [
  { path: '/why', heading: 'Why Stillpoint exists', title: 'Why Stillpoint exists' },
  { path: '/philosophy', heading: 'Our philosophy: less, done carefully', title: 'Our philosophy' },
  { path: '/start', heading: 'Start here', title: 'Start here: a simple guide' },
  { path: '/what-is-breathwork', heading: 'What is breathwork?', title: 'What is breathwork?' },
  { path: '/what-is-meditation', heading: 'What is meditation?', title: 'What is meditation?' },
  { path: '/minimalist-meditation-apps', heading: 'Minimalist meditation apps: what to look for', title: 'Minimalist meditation apps: what to look for' },
  { path: '/about/vision', heading: 'Our vision', title: 'Our vision' },
  { path: '/vs/calm-alternative', heading: 'A quiet Calm alternative', title: 'A quiet Calm alternative' },
  { path: '/vs/headspace-alternative', heading: 'A minimalist Headspace alternative', title: 'A minimalist Headspace alternative' },
  { path: '/privacy', heading: 'Privacy Policy', title: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service', title: 'Terms of Service' },
  { path: '/imprint', heading: 'Imprint', title: 'Imprint' },
] as const;

/** Every page a search engine may index, as the sitemap must list them. */
/** What the sitemap must list: these pages, the technique pages and the silent timer (techniques.browser.test.ts reads those). */
const ENGLISH_INDEXABLE = ['/', '/calmkit', ...PAGES.map((page) => page.path), ...TECHNIQUE_PATHS, '/meditation'];
/** And the pages written in every language, under each other language's prefix (publicLanguages.browser.test.ts reads them). */
const TRANSLATED = ['/', '/calmkit', '/meditation', '/start', ...TECHNIQUE_PATHS];
const INDEXABLE = [...ENGLISH_INDEXABLE, ...['de', 'nl', 'fr', 'es'].flatMap((language) => TRANSLATED.map((path) => `/${language}${path === '/' ? '/' : path}`))];

/** A page as a crawler gets it: the HTML alone, no JavaScript run. */
async function fetchPage(path: string, accept = 'text/html') {
  const response = await fetch(`${app.hosted.origin}${path}`, { headers: { Accept: accept } });
  return { status: response.status, html: await response.text(), type: response.headers.get('content-type') ?? '' };
}

const metaContent = (html: string, attribute: 'name' | 'property', key: string) => new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map(([, href]) => href);
const decode = (text: string) => text.replaceAll('&#x27;', "'").replaceAll('&amp;', '&').replaceAll('&quot;', '"');

describe('the public pages, as a crawler reads them (no JavaScript)', () => {
  it('each answers 200 with its heading, its own title, description, keywords, canonical address, robots and social preview', async () => {
    const descriptions = new Set<string>();
    for (const { path, heading, title } of PAGES) {
      const { status, html } = await fetchPage(path);
      expect(status, path).toBe(200);
      expect(decode(/<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1] ?? ''), path).toBe(heading);
      expect(decode(/<title>(.*?)<\/title>/.exec(html)?.[1] ?? ''), path).toBe(`${title} | Stillpoint`);
      const description = metaContent(html, 'name', 'description') ?? '';
      expect(description.length, path).toBeGreaterThan(60);
      descriptions.add(description);
      expect(metaContent(html, 'name', 'keywords'), path).toBeTruthy();
      expect(metaContent(html, 'name', 'robots'), path).toBe('index, follow, max-snippet:-1, max-image-preview:large');
      expect(canonical(html), path).toBe(`https://stillpoint.app${path}`);
      expect(metaContent(html, 'property', 'og:url'), path).toBe(`https://stillpoint.app${path}`);
      expect(decode(metaContent(html, 'property', 'og:title') ?? ''), path).toBe(`${title} | Stillpoint`);
      expect(metaContent(html, 'property', 'og:image'), path).toBe('https://stillpoint.app/social-preview.png');
    }
    expect(descriptions.size).toBe(PAGES.length);
  });

  it('each has the header (home, Sign In) and the footer: start guide, story, privacy, terms and a mailto to support; the landing page has the footer too', async () => {
    for (const path of ['/', ...PAGES.map((page) => page.path)]) {
      const { html } = await fetchPage(path);
      const footer = /<footer[^>]*>([\s\S]*?)<\/footer>/.exec(html)?.[1] ?? '';
      // Then the language switcher: this page in each language where it is translated, else each language's landing.
      const translated = path === '/' || path === '/start' ? path : '/';
      const languages = ['en', 'de', 'nl', 'fr', 'es'].map((language) => (language === 'en' ? translated : `/${language}${translated === '/' ? '/' : translated}`));
      expect(hrefs(footer), path).toEqual(['/start', '/why', '/calmkit', '/minimalist-meditation-apps', '/vs/calm-alternative', '/vs/headspace-alternative', '/privacy', '/terms', '/imprint', 'mailto:support@stillpoint.app', ...languages]);
      expect(hrefs(/<header[^>]*>([\s\S]*?)<\/header>/.exec(html)?.[1] ?? '')[0], path).toBe('/');
    }
  });

  it('link where the spec says: the guide to both introductions, meditation to the silent timer, the article to sign-up and the legal pages, comparisons to a technique', async () => {
    const links = async (path: string) => hrefs((await fetchPage(path)).html.split('<main')[1] ?? '');
    expect(await links('/start')).toEqual(expect.arrayContaining(['/what-is-breathwork', '/what-is-meditation']));
    expect(await links('/what-is-meditation')).toContain('/meditation');
    expect(await links('/minimalist-meditation-apps')).toEqual(expect.arrayContaining(['/auth', '/privacy', '/terms', '/philosophy']));
    for (const path of ['/vs/calm-alternative', '/vs/headspace-alternative']) expect(await links(path), path).toContain('/techniques/box-breathing');
  });

  it('the article carries Article structured data', async () => {
    const { html } = await fetchPage('/minimalist-meditation-apps');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(json ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Article', headline: 'Minimalist meditation apps: what to look for', datePublished: '2026-11-26' });
  });

  it('the comparison pages hold an accessible feature table: a caption, column headers and a header per row', async () => {
    const { html } = await fetchPage('/vs/calm-alternative');
    const table = /<table[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
    expect(table).toContain('<caption id="comparison-caption">Stillpoint and <!-- -->Calm<!-- --> side by side</caption>');
    expect([...table.matchAll(/<th scope="col">(.*?)<\/th>/g)].map(([, text]) => text)).toEqual(['Feature', 'Stillpoint', 'Calm']);
    expect([...table.matchAll(/<th scope="row">/g)].length).toBe(6);
  });

  it('the privacy page names every kind of data the API keeps, how long, and who processes it', async () => {
    const { html } = await fetchPage('/privacy');
    const text = decode(html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
    for (const kept of ['Your account', 'Preferences', 'Onboarding answers', 'Saved sessions', 'Session log', 'Subscription', 'Payments', 'Trial e-mails', 'Links we e-mail', 'Contact messages', 'Sign-in sessions', 'Rate-limit counters']) {
      expect(text).toContain(kept);
    }
    expect(text).toContain('Kept: until you delete your account');
    expect(text).toContain('Mollie');
    expect(text).toContain('Our e-mail provider');
    expect(text).toContain('Export everything');
    expect(text).toContain('Delete your account');
    // What deleting does to a subscription, as the API does it (api/src/services/users.ts: cancelled first).
    expect(text).toContain('A running subscription is cancelled at Mollie first, so nothing more is charged');
  });

  it('the terms say: not medical advice, the prices in EUR or USD, cancel anytime', async () => {
    const text = decode((await fetchPage('/terms')).html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
    expect(text).toContain('It is not medical advice');
    expect(text).toContain('€2.99 a month or €24.99 a year (€2.08 a month) in Europe; $2.99 a month or $24.99 a year ($2.08 a month) elsewhere, VAT included');
    expect(text).toContain('Cancel from Subscription in your account menu');
    expect(text).toContain('Deleting your account cancels a running subscription first, so nothing more is charged.');
  });
});

describe('every page found', () => {
  it('every prerendered page has a description of at most 160 characters, and /landing names / as its canonical address', async () => {
    for (const path of [...INDEXABLE, '/landing', '/auth', '/404']) {
      const description = decode(metaContent((await fetchPage(path)).html, 'name', 'description') ?? '');
      expect(description.length, `${path}: ${description}`).toBeLessThanOrEqual(160);
    }
    expect(canonical((await fetchPage('/landing')).html)).toBe('https://stillpoint.app/');
  });

  it('the guide, the comparisons and the article are linked from every public footer and from the start guide', async () => {
    const linked = ['/calmkit', '/minimalist-meditation-apps', '/vs/calm-alternative', '/vs/headspace-alternative'];
    for (const path of ['/', '/why', '/start', '/techniques/box-breathing']) expect(hrefs((await fetchPage(path)).html), path).toEqual(expect.arrayContaining(linked));
    const start = (await fetchPage('/start')).html;
    expect(start.match(/<main[\s\S]*<\/main>/)?.[0]).toMatch(/href="\/calmkit"[\s\S]*href="\/minimalist-meditation-apps"[\s\S]*href="\/vs\/calm-alternative"/);
  });
});

describe('the sitemap and robots.txt', () => {
  it('the sitemap lists exactly the public pages, each answering 200 with that canonical address; robots.txt names it and keeps crawlers out of the app and the API', async () => {
    const sitemap = await fetchPage('/sitemap.xml', '*/*');
    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toMatch(/xml/);
    const listed = [...sitemap.html.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => loc);
    expect(listed.toSorted()).toEqual(INDEXABLE.map((path) => `https://stillpoint.app${path}`).toSorted());
    for (const loc of listed) {
      const path = new URL(loc ?? '').pathname;
      const { status, html } = await fetchPage(path);
      expect(status, path).toBe(200);
      expect(canonical(html), path).toBe(loc);
      expect(metaContent(html, 'name', 'robots'), path).toMatch(/^index, follow/);
    }

    const robots = await fetchPage('/robots.txt', '*/*');
    expect(robots.status).toBe(200);
    expect(robots.type).toMatch(/text\/plain/);
    expect(robots.html.split('\n')).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /app$', 'Disallow: /app/', 'Disallow: /api/', 'Sitemap: https://stillpoint.app/sitemap.xml']));
  });

  it('/app is noindex in the HTML a crawler gets, before any script runs', async () => {
    for (const path of ['/app', '/app/history', '/onboarding']) {
      const { status, html } = await fetchPage(path);
      expect(status, path).toBe(200);
      expect(metaContent(html, 'name', 'robots'), path).toBe('noindex, nofollow');
    }
  });
});

describe('the public pages, in the browser', () => {
  for (const { path, heading } of PAGES) {
    it(`${path} is axe-clean in light (desktop) and dark (phone), and asks no other host for anything`, async () => {
      for (const [colorScheme, width] of [
        ['light', 1280],
        ['dark', 390],
      ] as const) {
        const tab = await app.open({ colorScheme, width });
        const requested: string[] = [];
        tab.page.on('request', (request) => requested.push(request.url()));
        await tab.page.goto(`${app.hosted.origin}${path}`);
        await tab.page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await tab.page.getByRole('link', { name: 'Sign In' }).waitFor();
        await expectAccessible(tab.page);
        // The page, its scripts and styles, and GET /api/user: all from this origin, none from another host.
        expect(requested.length, path).toBeGreaterThan(3);
        expect(requested.filter((url) => new URL(url).origin !== app.hosted.origin), path).toEqual([]);
        const loaded = await tab.page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
        expect(loaded.filter((url) => new URL(url).origin !== app.hosted.origin), path).toEqual([]);
        await tab.close();
      }
    });
  }

  it("a comparison page's Try Stillpoint Free opens the sign-in dialog in register mode", async () => {
    tab = await app.open({ width: 390 });
    await tab.page.goto(`${app.hosted.origin}/vs/headspace-alternative`);
    await tab.page.getByRole('link', { name: 'Sign In' }).waitFor();
    await tab.page.getByRole('link', { name: 'Try Stillpoint Free' }).click();
    const dialog = tab.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create Account' }).waitFor();
    await expect(dialog.getByLabel('First name').isVisible()).resolves.toBe(true);
  });

  it('the footer takes a visitor to the start guide', async () => {
    tab = await app.open();
    await tab.page.goto(`${app.hosted.origin}/terms`);
    await tab.page.getByRole('contentinfo').getByRole('link', { name: 'Start here' }).click();
    await tab.page.getByRole('heading', { level: 1, name: 'Start here' }).waitFor();
    expect(new URL(tab.page.url()).pathname).toBe('/start');
  });

  it('the six developer pages each name themselves as canonical, noindex', async () => {
    tab = await app.open();
    for (const path of ['/test-features', '/ai-email-test', '/debug-auth', '/login-test', '/quick-setup', '/minimal-login']) {
      await tab.page.goto(`${app.hosted.origin}${path}`);
      await expect.poll(() => tab.page.locator('link[rel="canonical"]').getAttribute('href'), { message: path }).toBe(`https://stillpoint.app${path}`);
      await expect(tab.page.locator('meta[name="robots"]').getAttribute('content'), path).resolves.toBe('noindex, nofollow');
    }
  });
});
