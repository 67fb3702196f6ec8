import { describe, expect, it } from 'vitest';
import { expectAccessible, hostedAppPerFile } from '@stillpoint/test-support/app';

/** An operator whose name HTML must escape: the server writes it into pages the build made without it. */
const OPERATOR = { name: 'Calm & Quiet B.V.', address: 'Keizersgracht 1, 1015 CJ Amsterdam, Netherlands', email: 'hello@calm-quiet.example', vatId: 'NL123456789B01' };
const app = hostedAppPerFile({ config: { operator: OPERATOR } });

const fetchHtml = async (path: string) => (await fetch(`${app.hosted.origin}${path}`, { headers: { Accept: 'text/html' } })).text();

describe('who runs the site', () => {
  it('is named, with the configured details, in the HTML of the imprint, the privacy policy, the terms and every footer', async () => {
    const imprint = await fetchHtml('/imprint');
    for (const text of ['Calm &amp; Quiet B.V.', OPERATOR.address, 'href="mailto:hello@calm-quiet.example"', OPERATOR.vatId]) expect(imprint).toContain(text);
    for (const path of ['/privacy', '/terms']) {
      const html = await fetchHtml(path);
      expect(html, path).toContain('Calm &amp; Quiet B.V.');
      expect(html, path).toContain(OPERATOR.address);
    }
    for (const path of ['/', '/why', '/techniques/box-breathing']) {
      const html = await fetchHtml(path);
      expect(html, path).toMatch(/Run by Calm &amp; Quiet B\.V\./);
      expect(html, path).toContain('href="/imprint"');
    }
    expect(imprint).not.toContain('%STILLPOINT_OPERATOR');
  });

  it('reads the same once the app runs, reached through the footer, at 390 px without JavaScript too', async () => {
    const tab = await app.open({ width: 390 });
    await tab.page.goto(`${app.hosted.origin}/privacy`);
    await tab.page.getByRole('contentinfo').getByRole('link', { name: 'Imprint' }).click();
    await tab.page.waitForURL(/\/imprint$/);
    const main = tab.page.getByRole('main');
    await main.getByRole('heading', { name: 'Imprint', level: 1 }).waitFor();
    await expect.poll(() => main.textContent()).toContain('Calm & Quiet B.V.');
    expect(await main.getByRole('link', { name: OPERATOR.email }).getAttribute('href')).toBe(`mailto:${OPERATOR.email}`);
    await expectAccessible(tab.page);

    const noScript = await app.hosted.browser.newContext({ javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto(`${app.hosted.origin}/terms`);
    expect(await page.getByRole('main').textContent()).toContain('Calm & Quiet B.V.');
    await noScript.close();
  });
});

/** The page's text as a reader gets it, tags and entities gone, one space between words. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&rsquo;/g, '’')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('the privacy policy and the terms, for an EU subscription', () => {
  it('the privacy policy names the controller, a legal basis for every processing, the processors, how long each thing is kept, the rights and the complaint', async () => {
    const text = textOf(await fetchHtml('/privacy'));
    expect(text).toMatch(/controller of your data[^.]*is: Calm & Quiet B\.V\./);
    // Every kind of data kept says how long and on which basis.
    expect(text.match(/ Kept: /g)?.length).toBe(14);
    expect(text.match(/ Why we may: [^:]{0,140}?Art\. 6\(1\)\([abcf]\)/g)?.length).toBe(14);
    for (const processor of [/Mollie/, /e-mail provider/, /push service/i, /hosting provider/]) expect(text).toMatch(processor);
    for (const right of [/\(access\)/, /\(portability\)/, /\(erasure\)/, /corrected/, /object/, /withdraw a consent/]) expect(text).toMatch(right);
    expect(text).toMatch(/complain to a data protection authority/);
  });

  it('the terms give the 14-day right of withdrawal and what becomes of it once the service starts, refunds, termination and the governing law', async () => {
    const text = textOf(await fetchHtml('/terms'));
    expect(text).toMatch(/withdraw from a subscription within 14 days/);
    expect(text).toMatch(/we do not ask you to, so you keep the full 14 days/);
    for (const heading of ['Your right to withdraw', 'Refunds', 'Ending the agreement', 'Governing law and disputes']) expect(text).toContain(heading);
    expect(text).toMatch(/mandatory consumer law of the country where you live/);
  });
});
