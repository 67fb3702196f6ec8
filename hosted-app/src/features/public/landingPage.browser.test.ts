import { buffer } from 'node:stream/consumers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { endSession, expectAccessible, hostedAppPerFile, pdfPages, recordToasts } from '@stillpoint/test-support/app';

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

/** Hydrated: the reader's first move loads the app (lib/hydrateOnFirstPress.ts); the pricing writes their currency once React runs. */
async function hydrated(page: Page) {
  await page.mouse.move(10, 10);
  await page.locator('#pricing[data-currency]').waitFor();
}

describe('the landing page (commercial.md §2)', () => {
  it('at / links every stylesheet /landing links, and its structured data names its own address', async () => {
    // Its code loads apart from the route at / (routes/home.tsx); its styles must not (the route imports its stylesheets).
    const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => href).sort();
    const [home, landing] = await Promise.all(['/', '/landing'].map(async (path) => (await fetch(`${app.hosted.origin}${path}`)).text()));
    expect(stylesheets(landing!).length).toBeGreaterThan(0);
    expect(stylesheets(home!)).toEqual(expect.arrayContaining(stylesheets(landing!)));
    const productUrl = (html: string) => /"@type":"Product".*?"url":"([^"]+)"/.exec(html)?.[1];
    expect([productUrl(home!), productUrl(landing!)]).toEqual(['https://stillpoint.app/', 'https://stillpoint.app/landing']);
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
    await hydrated(tab.page);
    const ids = await tab.page.locator('main > [id]').evaluateAll((elements) => elements.map((element) => element.id));
    expect(ids).toEqual(SECTIONS);

    const toggle = (id: string) => tab.page.locator(`button[aria-controls="card-${id}-details"]`);
    const panel = (id: string) => tab.page.locator(`#card-${id}-details`);
    await expect(panel('box').isVisible()).resolves.toBe(false);
    await toggle('box').click();
    await expect(toggle('box').getAttribute('aria-expanded')).resolves.toBe('true');
    await panel('box').getByText('Equal counts slow the breath').waitFor();
    await toggle('quick').click();
    await expect(toggle('quick').getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(toggle('box').getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(panel('box').isVisible()).resolves.toBe(false);
    await panel('quick').waitFor();
    // Keyboard: Enter opens another (closing the open one), Space closes it.
    await toggle('custom-timer').focus();
    await tab.page.keyboard.press('Enter');
    await panel('custom-timer').getByRole('link', { name: 'Try the silent timer' }).waitFor();
    await expect(panel('quick').isVisible()).resolves.toBe(false);
    await tab.page.keyboard.press('Space');
    await expect(toggle('custom-timer').getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(tab.page.locator('[aria-expanded="true"][aria-controls^="card-"]').count()).resolves.toBe(0);

    // The runners load only when a visitor reaches for a phone.
    expect(scripts.filter((path) => /breath-session|meditation-timer|audio/.test(path))).toEqual([]);
    const phone = tab.page.getByRole('figure', { name: 'Box breathing demo' });
    await phone.getByRole('button', { name: 'Try Box Breathing here' }).click();
    await phone.locator('breath-session [part="phase"]').filter({ hasText: /Inhale|Hold|Exhale/ }).waitFor();
    await endSession(phone);
    await phone.getByRole('button', { name: 'Try Box Breathing here' }).waitFor();
    expect(foreign).toEqual([]);
  });

  it('Sign In opens the sign-in dialog in login mode; a trial button in register mode', async () => {
    const tab = await app.open({ width: 390 });
    await tab.page.goto(`${app.hosted.origin}/`);
    await hydrated(tab.page);
    await tab.page.getByRole('link', { name: 'Sign In' }).click();
    await tab.page.getByRole('dialog', { name: 'Sign in' }).waitFor();
    await tab.page.keyboard.press('Escape');
    await tab.page.getByRole('dialog').waitFor({ state: 'hidden' });
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
      await hydrated(tab.page);
      const pricing = await tab.page.locator('#pricing').innerText();
      for (const figure of ['2.99', '2.08', '24.99']) expect(pricing).toContain(`${symbol}${figure}`);
      expect(pricing).toContain('Save 30%');
      expect(pricing).not.toContain(other);
      await tab.page.locator('#faq section[data-currency]').waitFor();
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

  it('writes the prices in the reader’s locale once it runs: 2,99 € in German in Berlin, $2.99 in English in New York', async () => {
    for (const [locale, timezoneId, monthly] of [
      ['de-DE', 'Europe/Berlin', '2,99\u00a0€'],
      ['en-US', 'America/New_York', '$2.99'],
    ] as const) {
      const tab = await app.open({ locale, timezoneId });
      await tab.page.goto(`${app.hosted.origin}/`);
      await hydrated(tab.page);
      await expect(tab.page.locator('#pricing').innerText()).resolves.toContain(monthly);
    }
  });

  it('shows the product: the selector, a runner, a builder and History, each a lazily loaded <picture> with alt text, its size, WebP in the reader’s scheme', async () => {
    const screens = ['selector', 'breathing-run', 'breathing-builder', 'history'];
    for (const colorScheme of ['light', 'dark'] as const) {
      const tab = await app.open({ width: 390, colorScheme });
      await tab.page.goto(`${app.hosted.origin}/landing`);
      const images = tab.page.locator('#inside picture > img');
      await expect(images.count()).resolves.toBe(screens.length);
      for (const [at, screen] of screens.entries()) {
        const image = images.nth(at);
        const attributes = await image.evaluate((img: HTMLImageElement) => ({ loading: img.loading, width: img.getAttribute('width'), height: img.getAttribute('height'), alt: img.alt, srcset: img.srcset }));
        expect(attributes).toMatchObject({ loading: 'lazy', width: '390', height: '844' });
        expect(attributes.alt.length, screen).toBeGreaterThan(30);
        expect(attributes.srcset).toBe(`/screens/${screen}-light-390.webp 390w, /screens/${screen}-light-780.webp 780w`);
        await expect(image.locator('xpath=preceding-sibling::source').getAttribute('media')).resolves.toBe('(prefers-color-scheme: dark)');
        await image.scrollIntoViewIfNeeded();
        await tab.page.waitForFunction((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0, await image.elementHandle());
        await expect(image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).resolves.toMatch(new RegExp(`^/screens/${screen}-${colorScheme}-(390|780)\\.webp$`));
      }
      await tab.close();
    }
    for (const screen of screens) {
      for (const file of ['light-390', 'light-780', 'dark-390', 'dark-780']) {
        const response = await fetch(`${app.hosted.origin}/screens/${screen}-${file}.webp`);
        expect(response.status, `${screen}-${file}`).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
        expect((await response.arrayBuffer()).byteLength, `${screen}-${file}`).toBeLessThan(100_000);
      }
    }
  });

  it('axe finds nothing on /, /landing and /calmkit, at phone and desktop width', async () => {
    for (const width of [390, 1280]) {
      const tab = await app.open({ width, colorScheme: width === 390 ? 'dark' : 'light' });
      for (const path of ['/', '/landing', '/calmkit']) {
        await tab.page.goto(`${app.hosted.origin}${path}`);
        await tab.page.mouse.move(10, 10);
        await tab.page.locator('[data-currency]').first().waitFor();
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
  it('is prerendered, downloads the real PDF with "Generating PDF..." meanwhile and says "CalmKit Downloaded"; View Online opens the PDF in a new tab', async () => {
    const html = await (await fetch(`${app.hosted.origin}/calmkit`)).text();
    for (const text of ['Download PDF (Free)', 'View Online', 'Why it is free', 'Stress Management']) expect(html).toContain(text);

    const tab = await app.open({ width: 390 });
    const foreign = foreignRequests(tab.page, app.hosted.origin);
    await tab.page.goto(`${app.hosted.origin}/calmkit`);
    await tab.page.mouse.move(10, 10);
    await tab.page.locator('[data-currency]').waitFor();
    const toasts = await recordToasts(tab.page);
    // The real answer, held until the busy state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await tab.page.route('**/api/calmkit/download', async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    const downloaded = tab.page.waitForEvent('download');
    await tab.page.getByRole('button', { name: 'Download PDF (Free)' }).click();
    const busy = tab.page.getByRole('button', { name: 'Generating PDF...' });
    await busy.waitFor();
    await expect(busy.isDisabled()).resolves.toBe(true);
    release();
    // Seen, not only written: the confirmation shows on screen, inside the viewport.
    const shown = tab.page.locator('.toast', { hasText: 'CalmKit Downloaded' });
    await shown.waitFor({ state: 'visible' });
    if (process.env['STILLPOINT_TEST_SHOTS']) await tab.page.screenshot({ path: `${process.env['STILLPOINT_TEST_SHOTS']}/calmkit-toast.png` });
    const box = await shown.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 900 && box.width > 0).toBe(true);
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('stillpoint-calmkit.pdf');
    // The run's one Chromium is shared over a connection: the file is read as a stream, not from the browser's disk.
    const bytes = await buffer(await download.createReadStream());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = await pdfPages(bytes);
    expect(pages.length).toBeGreaterThan(5);
    expect(pages[0]!.text).toContain('CalmKit');
    await tab.page.getByRole('button', { name: 'Download PDF (Free)' }).waitFor();
    await expect.poll(() => toasts).toContainEqual({ title: 'CalmKit Downloaded', description: 'Your essential breathing and meditation guide is ready.', variant: 'default' });

    const view = tab.page.getByRole('link', { name: 'View Online' });
    await expect(view.getAttribute('href')).resolves.toBe('/api/calmkit/view');
    await expect(view.getAttribute('target')).resolves.toBe('_blank');
    const viewed = await fetch(`${app.hosted.origin}/api/calmkit/view`);
    expect([viewed.status, viewed.headers.get('content-type'), viewed.headers.get('content-disposition')]).toEqual([200, 'application/pdf', 'inline; filename="stillpoint-calmkit.pdf"']);
    expect(foreign).toEqual([]);
  });

  it('says "Download Failed" when the guide does not come, and the button is back', async () => {
    const tab = await app.open();
    await tab.page.goto(`${app.hosted.origin}/calmkit`);
    await tab.page.mouse.move(10, 10);
    await tab.page.locator('[data-currency]').waitFor();
    const toasts = await recordToasts(tab.page);
    await tab.page.route('**/api/calmkit/download', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error"}' }));
    await tab.page.getByRole('button', { name: 'Download PDF (Free)' }).click();
    await expect.poll(() => toasts).toContainEqual({ title: 'Download Failed', description: 'Please try again or contact support.', variant: 'destructive' });
    await expect(tab.page.getByRole('button', { name: 'Download PDF (Free)' }).isEnabled()).resolves.toBe(true);
  });
});
