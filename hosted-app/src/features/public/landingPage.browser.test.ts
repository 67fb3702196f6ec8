import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { endSession, escapeDialog, expectAccessible, hostedAppPerFile, pdfPages } from '@stillpoint/test-support/app';
import { PUBLIC_LANGUAGES } from './publicLanguages';

const app = hostedAppPerFile();

/** The landing's sections, in the order commercial.md §2 gives them. */
const SECTIONS = ['features', 'inside', 'breathing', 'meditation', 'bundles', 'pricing', 'philosophy', 'why-we-charge', 'get-started', 'faq'];

/** Every request the page makes that is not to our own origin (data: and blob: are the page's own). */
function foreignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url)) foreign.push(url);
  });
  return foreign;
}

/** The static page's prices are in the reader's currency: its inline PRICE_SWAP has run (features/public/staticPageScripts.ts). */
async function priced(page: Page) {
  await page.locator('html[data-currency]').waitFor({ state: 'attached' });
}

describe('the landing page (commercial.md §2)', () => {
  it("answers a visitor's / with the landing, with no app; the page the app hydrates at / links every stylesheet it does", async () => {
    const [home, landing] = await Promise.all(['/', '/landing'].map(async (path) => (await fetch(`${app.hosted.origin}${path}`)).text()));
    expect(home).toBe(landing);
    expect(home).not.toContain('<script type="module"');
    // Its structured data names /, the canonical address of both.
    const productUrl = (html: string) => /"@type":"Product".*?"url":"([^"]+)"/.exec(html)?.[1];
    expect(productUrl(home!)).toBe('https://stillpoint.app/');
    // / prerendered with the app (the service worker's and the SPA home's page): the landing's code loads apart from the
    // route at / (routes/home.tsx); its styles must not (the route imports its stylesheets).
    const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => href).sort();
    const hydrated = await (await fetch(`${app.hosted.origin}/index.html`)).text();
    expect(hydrated).toContain('<script type="module"');
    expect(stylesheets(landing!).length).toBeGreaterThan(0);
    expect(stylesheets(hydrated)).toEqual(expect.arrayContaining(stylesheets(landing!)));
  });

  it('/landing is prerendered with every section in order, the product offers and the FAQ as structured data; it is no second indexable copy of /: its canonical address is / and the sitemap leaves it out', async () => {
    const response = await fetch(`${app.hosted.origin}/landing`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Start your 14-day free trial');
    const positions = SECTIONS.map((id) => html.indexOf(`id="${id}"`));
    expect(positions.every((position) => position > 0), String(positions)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // The descriptions are in the HTML (hidden until opened), the FAQ's questions too.
    expect(html).toContain('Equal counts slow the breath');
    expect(html).toContain('What does it cost?');
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/stillpoint\.app\/"/);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as { '@graph': { '@type': string; offers?: { price: string; priceCurrency: string }[]; mainEntity?: unknown[] }[] };
    const product = jsonLd['@graph'].find((node) => node['@type'] === 'Product')!;
    expect(product.offers!.map((offer) => `${offer.price} ${offer.priceCurrency}`).sort()).toEqual(['2.99 EUR', '2.99 USD', '24.99 EUR', '24.99 USD']);
    expect(JSON.stringify(jsonLd)).not.toMatch(/aggregateRating|review/i);
    expect(jsonLd['@graph'].find((node) => node['@type'] === 'FAQPage')!.mainEntity).toHaveLength(8);
    const sitemap = await (await fetch(`${app.hosted.origin}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('<loc>https://stillpoint.app/landing</loc>');
    expect(sitemap).toContain('<loc>https://stillpoint.app/calmkit</loc>');
  });

  it('opens one card at a time across the breathing and meditation lists, by pointer and keyboard; a live phone runs box breathing; no request leaves our host', async () => {
    const tab = await app.open({ width: 1280 });
    const foreign = foreignRequests(tab.page, app.hosted.origin);
    const scripts: string[] = [];
    tab.page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await tab.page.goto(`${app.hosted.origin}/`);
    await priced(tab.page);
    // Online: the offline practices' section is in the page, hidden (commercial.md §6).
    const ids = await tab.page.locator('main > [id]:not([hidden])').evaluateAll((elements) => elements.map((element) => element.id));
    expect(ids).toEqual(SECTIONS);

    // Each card a <details> of one group: the browser keeps one open across both lists, by pointer and by keyboard.
    const card = (id: string) => tab.page.locator(`#card-${id}`);
    const isOpen = (id: string) => card(id).evaluate((details) => (details as HTMLDetailsElement).open);
    await expect(card('box').getByText('Equal counts slow the breath').isVisible()).resolves.toBe(false);
    await card('box').locator('summary').click();
    await card('box').getByText('Equal counts slow the breath').waitFor();
    await card('quick').locator('summary').click();
    await expect(isOpen('quick')).resolves.toBe(true);
    await expect(isOpen('box')).resolves.toBe(false);
    await expect(card('box').getByText('Equal counts slow the breath').isVisible()).resolves.toBe(false);
    // Keyboard: Enter opens another (closing the open one), Space closes it.
    await card('custom-timer').locator('summary').focus();
    await tab.page.keyboard.press('Enter');
    await card('custom-timer').getByRole('link', { name: 'Try the silent timer' }).waitFor();
    await expect(isOpen('quick')).resolves.toBe(false);
    await tab.page.keyboard.press('Space');
    await expect(isOpen('custom-timer')).resolves.toBe(false);
    await expect(tab.page.locator('.expandable-card > details[open]').count()).resolves.toBe(0);

    // The runners load only when a visitor reaches for a phone.
    expect(scripts.filter((path) => /breath-session|meditation-timer|audio/.test(path))).toEqual([]);
    // Try runs it over the page (the island), and a stop brings the page back.
    const phone = tab.page.getByRole('figure', { name: 'Box breathing demo' });
    await phone.getByRole('button', { name: 'Try Box Breathing here' }).click();
    const island = tab.page.locator('.session-island');
    await island.locator('breath-session [part="phase"]').filter({ hasText: /Inhale|Hold|Exhale/ }).waitFor();
    await endSession(island);
    await phone.getByRole('button', { name: 'Try Box Breathing here' }).waitFor();
    expect(foreign).toEqual([]);
  });

  it('Sign In opens the sign-in dialog in login mode; a trial button in register mode', async () => {
    const tab = await app.open({ width: 390 });
    await tab.page.goto(`${app.hosted.origin}/`);
    await priced(tab.page);
    await tab.page.getByRole('link', { name: 'Sign In' }).click();
    await escapeDialog(tab.page.getByRole('dialog', { name: 'Sign in' }));
    await tab.page.locator('#get-started').getByRole('link', { name: 'Start your 14-day free trial' }).click();
    await tab.page.getByRole('dialog', { name: 'Create account' }).waitFor();
  });

  for (const [timezoneId, symbol, other] of [
    ['Europe/Berlin', '€', '$'],
    ['America/New_York', '$', '€'],
  ] as const) {
    it(`prices the plans and the FAQ in ${symbol} in ${timezoneId}`, async () => {
      const tab = await app.open({ timezoneId });
      await tab.page.goto(`${app.hosted.origin}/landing`);
      await priced(tab.page);
      const pricing = await tab.page.locator('#pricing').innerText();
      for (const figure of ['2.99', '2.08', '24.99']) expect(pricing).toContain(`${symbol}${figure}`);
      expect(pricing).toContain('Save 30%');
      expect(pricing).not.toContain(other);
      await tab.page.locator('#faq summary', { hasText: 'What does it cost?' }).click();
      const answer = await tab.page.locator('#faq details[open]').innerText();
      expect(answer).toContain(`${symbol}2.99 a month or ${symbol}24.99 a year`);
      expect(answer).not.toContain(other);
    });
  }

  it('prerenders the plans in euros, with the symbol, before any script runs (a visitor who never moves sees a currency)', async () => {
    const html = await (await fetch(`${app.hosted.origin}/`)).text();
    const pricing = (/<section id="pricing"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '').replace(/<[^>]+>/g, ' ');
    for (const figure of ['2.99', '2.08', '24.99']) expect(pricing).toContain(`€${figure}`);
    // No bare figure: every price carries its symbol.
    expect(pricing.match(/(?<![€\d.])\d+\.\d\d/g)).toBeNull();
  });

  it('writes the prices in the page’s language: 2,99 € on the German page in Berlin, $2.99 on the English one in New York', async () => {
    for (const [path, timezoneId, monthly] of [
      ['/de/', 'Europe/Berlin', '2,99\u00a0€'],
      ['/', 'America/New_York', '$2.99'],
    ] as const) {
      const tab = await app.open({ locale: 'en-US', timezoneId });
      await tab.page.goto(`${app.hosted.origin}${path}`);
      await priced(tab.page);
      await expect(tab.page.locator('#pricing').innerText()).resolves.toContain(monthly);
    }
  });

  it('shows the product: the selector, a runner, a builder and History, each a lazily loaded <picture> with alt text, its size, WebP in the reader’s scheme, the app in the page’s language', async () => {
    const screens = ['selector', 'breathing-run', 'breathing-builder', 'history'];
    // The English landing's pictures are in /screens/, the German one's in /screens/de/ (issue 33).
    for (const [path, folder] of [
      ['/landing', '/screens/'],
      ['/de/', '/screens/de/'],
    ] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const tab = await app.open({ width: 390, colorScheme });
        await tab.page.goto(`${app.hosted.origin}${path}`);
        const images = tab.page.locator('#inside picture > img');
        await expect(images.count()).resolves.toBe(screens.length);
        for (const [at, screen] of screens.entries()) {
          const image = images.nth(at);
          const attributes = await image.evaluate((img: HTMLImageElement) => ({ loading: img.loading, width: img.getAttribute('width'), height: img.getAttribute('height'), alt: img.alt, srcset: img.srcset }));
          expect(attributes).toMatchObject({ loading: 'lazy', width: '390', height: '844' });
          expect(attributes.alt.length, screen).toBeGreaterThan(30);
          expect(attributes.srcset).toBe(`${folder}${screen}-light-390.webp 390w, ${folder}${screen}-light-780.webp 780w`);
          const source = image.locator('xpath=preceding-sibling::source');
          await expect(source.getAttribute('media')).resolves.toBe('(prefers-color-scheme: dark)');
          await expect(source.getAttribute('srcset')).resolves.toBe(`${folder}${screen}-dark-390.webp 390w, ${folder}${screen}-dark-780.webp 780w`);
          await image.scrollIntoViewIfNeeded();
          await tab.page.waitForFunction((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0, await image.elementHandle());
          await expect(image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).resolves.toMatch(new RegExp(`^${folder}${screen}-${colorScheme}-(390|780)\\.webp$`));
        }
        await tab.close();
      }
    }
    // Every landing's pictures, as its prerendered page names them: the 16 files of its language, each in the build's
    // client folder (public/screens/ copied as it is) and served as WebP of under 100 kB.
    for (const language of PUBLIC_LANGUAGES) {
      const path = language === 'en' ? '/landing' : `/${language}/`;
      const html = await (await fetch(`${app.hosted.origin}${path}`)).text();
      const inside = /<section id="inside"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
      const files = [...new Set(inside.match(/\/screens\/[^\s"',]+/g))].sort();
      const folder = language === 'en' ? '/screens/' : `/screens/${language}/`;
      const expected = screens.flatMap((screen) => ['dark-390', 'dark-780', 'light-390', 'light-780'].map((file) => `${folder}${screen}-${file}.webp`)).sort();
      expect(files, path).toEqual(expected);
      for (const file of files) {
        expect(existsSync(join(inject('hostedAppBuild'), 'client', file)), file).toBe(true);
        const response = await fetch(`${app.hosted.origin}${file}`);
        expect(response.status, file).toBe(200);
        expect(response.headers.get('content-type'), file).toBe('image/webp');
        expect((await response.arrayBuffer()).byteLength, file).toBeLessThan(100_000);
      }
    }
  });

  it('axe finds nothing on /, /landing and /calmkit, at phone and desktop width', async () => {
    for (const width of [390, 1280]) {
      const tab = await app.open({ width, colorScheme: width === 390 ? 'dark' : 'light' });
      for (const path of ['/', '/landing', '/calmkit']) {
        await tab.page.goto(`${app.hosted.origin}${path}`);
        await priced(tab.page);
        await expectAccessible(tab.page);
      }
    }
  });
});

describe('the public pages without JavaScript', () => {
  it('the FAQ is questions that open (<details>); Sign In and every trial action are links to pages that work, /auth?mode=signup opening Create account', async () => {
    const context = await app.hosted.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(`${app.hosted.origin}/landing`);
      const questions = page.locator('#faq details > summary');
      await expect(questions.count()).resolves.toBe(8);
      const cost = page.locator('#faq details').filter({ has: page.locator('summary', { hasText: 'What does it cost?' }) });
      await expect(cost.getByText(/2\.99/).isVisible()).resolves.toBe(false);
      await cost.locator('summary').click();
      await expect(cost.getByText(/2\.99/).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('link', { name: 'Sign In' }).getAttribute('href')).resolves.toBe('/api/login');
      await expect(page.getByRole('button', { name: 'Start your 14-day free trial' }).count()).resolves.toBe(0);
      const trials = page.getByRole('link', { name: 'Start your 14-day free trial' });
      expect(await trials.count()).toBeGreaterThanOrEqual(3);
      for (const trial of await trials.all()) await expect(trial.getAttribute('href')).resolves.toBe('/auth?mode=signup');
      for (const path of ['/techniques/box-breathing', '/vs/calm-alternative', '/calmkit']) {
        await page.goto(`${app.hosted.origin}${path}`);
        const signUp = page.getByRole('link', { name: /^(Try Free|Get Full Access|Try Stillpoint Free|Start your 14-day free trial)$/ });
        expect(await signUp.count(), path).toBeGreaterThan(0);
        for (const link of await signUp.all()) await expect(link.getAttribute('href'), path).resolves.toBe('/auth?mode=signup');
        await expect(page.getByRole('button', { name: /^(Try Free|Get Full Access|Try Stillpoint Free|Start your 14-day free trial)$/ }).count(), path).resolves.toBe(0);
      }
    } finally {
      await context.close();
    }
    const tab = await app.open();
    await tab.page.goto(`${app.hosted.origin}/auth?mode=signup`);
    await tab.page.getByRole('dialog', { name: 'Create account' }).waitFor();
  });
});

describe('/calmkit (commercial.md §2 "Guide page")', () => {
  it('is prerendered; Download PDF (Free) is a link the browser downloads by itself, the real PDF; View Online opens the PDF in a new tab', async () => {
    const html = await (await fetch(`${app.hosted.origin}/calmkit`)).text();
    for (const text of ['Download PDF (Free)', 'View Online', 'Why it is free', 'Stress Management']) expect(html).toContain(text);

    const tab = await app.open({ width: 390 });
    const foreign = foreignRequests(tab.page, app.hosted.origin);
    await tab.page.goto(`${app.hosted.origin}/calmkit`);
    await priced(tab.page);
    // The browser's own download, answered at once (README, Decisions: no toast can say it is done).
    const link = tab.page.getByRole('link', { name: 'Download PDF (Free)' });
    await expect(link.getAttribute('href')).resolves.toBe('/api/calmkit/download');
    const downloaded = tab.page.waitForEvent('download');
    await link.click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('stillpoint-calmkit.pdf');
    // The run's one Chromium is shared over a connection: the file is read as a stream, not from the browser's disk.
    const bytes = await buffer(await download.createReadStream());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = await pdfPages(bytes);
    expect(pages.length).toBeGreaterThan(5);
    expect(pages[0]!.text).toContain('CalmKit');
    await expect(tab.page.locator('.calmkit').getByText(/€2\.99|\$2\.99/).count()).resolves.toBe(1);

    const view = tab.page.getByRole('link', { name: 'View Online' });
    await expect(view.getAttribute('href')).resolves.toBe('/api/calmkit/view');
    await expect(view.getAttribute('target')).resolves.toBe('_blank');
    const viewed = await fetch(`${app.hosted.origin}/api/calmkit/view`);
    expect([viewed.status, viewed.headers.get('content-type'), viewed.headers.get('content-disposition')]).toEqual([200, 'application/pdf', 'inline; filename="stillpoint-calmkit.pdf"']);
    expect(foreign).toEqual([]);
  });

  it('links to the guide in the language of its address: /de/calmkit downloads and opens the German PDF the build typeset', async () => {
    const tab = await app.open({ width: 390 });
    await tab.page.goto(`${app.hosted.origin}/de/calmkit`);
    const links = tab.page.locator('.calmkit__hero a');
    const download = links.first();
    await expect(download.getAttribute('href')).resolves.toBe('/api/calmkit/download?lang=de');
    const downloaded = tab.page.waitForEvent('download');
    await download.click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe('stillpoint-calmkit-de.pdf');
    const bytes = await buffer(await file.createReadStream());
    const served = Buffer.from(await (await fetch(`${app.hosted.origin}/api/calmkit/download?lang=de`)).arrayBuffer());
    expect(bytes.equals(served)).toBe(true);
    // The technique words of the German guide are the app's German ones.
    expect((await pdfPages(bytes)).some((page) => page.text.includes('Einatmen'))).toBe(true);
    await expect(links.nth(1).getAttribute('href')).resolves.toBe('/api/calmkit/view?lang=de');
  });
});
