import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from '@stillpoint/test-support';
import { de } from '../../sdk/src/catalog/messages/de';
import { en, type MessageKey, type Messages } from '../../sdk/src/catalog/messages/en';
import { es } from '../../sdk/src/catalog/messages/es';
import type { Message } from '../../sdk/src/catalog/messages/formatMessage';
import { fr } from '../../sdk/src/catalog/messages/fr';
import { nl } from '../../sdk/src/catalog/messages/nl';
import { serveWidgetPages, type WidgetPages } from '../test-support/serveWidgetPages';

// The script-tag build in Chromium, as a visitor reads it: the elements in each language, chosen by their
// own lang or the page's, following a change of it, a host's own wording, each language fetched only when
// an element speaks it; and a pseudo-locale that shows any text that did not come from the catalog.

const CATALOGS = { de, nl, fr, es } as const;

let pages: WidgetPages;
let url: string;
let browser: Browser;
let page: Page;
let fetched: string[];
let errors: string[];

beforeAll(async () => {
  // A page whose <html lang> is the query's (?lang=de), loading the script.
  pages = await serveWidgetPages({
    port: 4417,
    page: ({ searchParams }) =>
      `<!doctype html><html lang="${searchParams.get('lang') ?? 'en'}"><head><title>Languages</title><script type="module" src="/w/stillpoint-widgets.js"></script></head><body></body></html>`,
  });
  url = pages.url;
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await pages?.close();
});

async function open(lang = 'en'): Promise<void> {
  await page?.close();
  page = await browser.newPage();
  fetched = [];
  errors = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${url}?lang=${lang}`);
  await page.waitForFunction(() => customElements.get('breath-session') && customElements.get('meditation-timer'));
}

beforeEach(async () => {
  await open();
});

/** Puts `html` in the page and waits until each element shows its runner. */
async function mount(html: string): Promise<void> {
  await page.evaluate((markup) => {
    document.body.innerHTML = markup;
  }, html);
  await page.waitForFunction(() =>
    [...document.body.querySelectorAll('breath-session, meditation-timer')].every((element) => element.shadowRoot?.querySelector('[part~="runner"]')),
  );
}

/** The text of the first part named `part` in the shadow root of the element `selector` finds. */
function partText(selector: string, part: string): Promise<string | null> {
  return page.evaluate(
    ([element, name]) => document.querySelector(element)?.shadowRoot?.querySelector(`[part~="${name}"]`)?.textContent?.trim() ?? null,
    [selector, part] as const,
  );
}

/** The catalog's message as a plain string (the messages read here have no plural forms). */
const plain = (catalog: Messages, key: MessageKey) => catalog[key] as string;

describe('each language in an element', () => {
  for (const [locale, catalog] of Object.entries(CATALOGS)) {
    it(`${locale} by the element's lang attribute: its title, state, phase and buttons`, async () => {
      await mount(`<breath-session lang="${locale}" technique="box" rounds="1" autostart="off"></breath-session>`);
      expect(await partText('breath-session', 'title')).toBe(plain(catalog, 'technique.box'));
      expect(await partText('breath-session', 'phase')).toBe(plain(catalog, 'runner.ready'));
      expect(await partText('breath-session', 'start')).toBe(plain(catalog, 'button.start'));
      await page.evaluate(() => document.querySelector('breath-session')!.start());
      await expect.poll(() => partText('breath-session', 'phase')).toBe(plain(catalog, 'phase.inhale'));
      expect(await partText('breath-session', 'pause')).toBe(plain(catalog, 'button.pause'));
      expect(await partText('breath-session', 'end')).toBe(plain(catalog, 'button.end'));
      expect(await partText('breath-session', 'round')).toBe((catalog['runner.round'] as string).replace('{round}', '1').replace('{rounds}', '1'));
      // Only the language asked for is fetched.
      const languages = fetched.filter((path) => /stillpoint-(de|nl|fr|es)-/.test(path));
      expect(languages).toHaveLength(1);
      expect(languages[0]).toContain(`stillpoint-${locale}-`);
      expect(errors).toEqual([]);
    });

    it(`${locale} by the page's lang: a meditation's title, ring and buttons`, async () => {
      await open(`${locale}-XX`);
      await mount('<meditation-timer type="body-scan" minutes="5" autostart="off"></meditation-timer>');
      expect(await partText('meditation-timer', 'title')).toBe(plain(catalog, 'title.meditation').replace('{minutes}', '5'));
      expect(await partText('meditation-timer', 'start')).toBe(plain(catalog, 'button.start'));
      const ring = await page.evaluate(() => document.querySelector('meditation-timer')!.shadowRoot!.querySelector('[part~="time"]')!.getAttribute('aria-label'));
      expect(ring).toBe(plain(catalog, 'runner.remaining').replace('{duration}', new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(5)));
    });
  }

  it('English on a page with no lang or one not written, and no language fetched', async () => {
    await open('ja');
    await mount('<breath-session technique="box" rounds="1" autostart="off"></breath-session>');
    expect(await partText('breath-session', 'start')).toBe('Start');
    expect(fetched.filter((path) => /stillpoint-(de|nl|fr|es)-/.test(path))).toEqual([]);
  });

  it('the nearest lang around the element wins over the page\'s, and its own over both', async () => {
    await open('fr');
    await mount('<div lang="nl"><breath-session technique="box" autostart="off"></breath-session><breath-session lang="es" technique="box" autostart="off"></breath-session></div>');
    const starts = await page.evaluate(() => [...document.querySelectorAll('breath-session')].map((element) => element.shadowRoot!.querySelector('[part~="start"]')!.textContent));
    expect(starts).toEqual([nl['button.start'], es['button.start']]);
  });

  it('follows a change of lang, its own or the page\'s, without ending the session under way', async () => {
    await mount('<breath-session technique="box" rounds="2"></breath-session>');
    await expect.poll(() => partText('breath-session', 'pause')).toBe('Pause');
    let stops = 0;
    await page.exposeFunction('stopped', () => (stops += 1));
    await page.evaluate(() => document.querySelector('breath-session')!.addEventListener('session-stop', () => (window as unknown as { stopped(): void }).stopped()));
    await page.evaluate(() => document.documentElement.setAttribute('lang', 'de'));
    await expect.poll(() => partText('breath-session', 'pause')).toBe(de['button.pause']);
    await page.evaluate(() => document.querySelector('breath-session')!.setAttribute('lang', 'es-MX'));
    await expect.poll(() => partText('breath-session', 'pause')).toBe(es['button.pause']);
    expect(await page.evaluate(() => document.querySelector('breath-session')!.status)).toBe('running');
    expect(stops).toBe(0);
  });

  it('takes a host\'s own wording by the messages attribute or property, over the language it speaks', async () => {
    await mount(`<breath-session lang="de" technique="box" autostart="off" messages='{"button.start":"Los geht’s"}'></breath-session>`);
    await expect.poll(() => partText('breath-session', 'start')).toBe('Los geht’s');
    expect(await partText('breath-session', 'phase')).toBe(de['runner.ready']);
    await page.evaluate(() => {
      document.querySelector('breath-session')!.messages = { 'button.start': 'Begin', 'runner.ready': 'Whenever you are' };
    });
    await expect.poll(() => partText('breath-session', 'start')).toBe('Begin');
    expect(await partText('breath-session', 'phase')).toBe('Whenever you are');
    expect(await page.evaluate(() => document.querySelector('breath-session')!.getAttribute('messages'))).toBe('{"button.start":"Begin","runner.ready":"Whenever you are"}');
  });
});

/** "Inhale" -> "⟦Ínhálé⟧": every letter marked, placeholders kept, so text from the catalog is told at a glance. */
function pseudo(text: string): string {
  const accents: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú' };
  return `⟦${text
    .split(/(\{\w+\})/)
    .map((part) => (part.startsWith('{') ? part : part.replace(/[aeiouAEIOU]/g, (vowel) => accents[vowel]!)))
    .join('')}⟧`;
}

const PSEUDO: Record<string, Message> = Object.fromEntries(
  Object.entries(en).map(([key, message]: [string, Message]): [string, Message] => [
    key,
    typeof message === 'string' ? pseudo(message) : { ...Object.fromEntries(Object.entries(message).map(([form, text]) => [form, pseudo(text)])), other: pseudo(message.other) },
  ]),
);

/** The pseudo-locale as a `messages` attribute's value, in single quotes. */
const PSEUDO_ATTRIBUTE = JSON.stringify(PSEUDO).replaceAll('&', '&amp;').replaceAll("'", '&#39;');

/**
 * Every text of the element a person sees or hears (text nodes, accessible names, the live region) that
 * did not come from the catalog: what is left once the catalog's ⟦marked⟧ messages, numbers and the
 * durations Intl writes ("5 minutes") are taken out may hold no letter.
 */
function textsNotFromCatalog(selector: string): Promise<string[]> {
  return page.evaluate((element) => {
    const root = document.querySelector(element)!.shadowRoot!;
    const texts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('style')) continue;
      texts.push(node.textContent ?? '');
    }
    for (const labelled of root.querySelectorAll('[aria-label]')) texts.push(labelled.getAttribute('aria-label') ?? '');
    return texts
      .map((text) => text.trim())
      .filter((text) => {
        // A message may hold another ("⟦⟦Inhale⟧, round 1⟧"): take them out from the innermost.
        let rest = text;
        while (/⟦[^⟦⟧]*⟧/.test(rest)) rest = rest.replace(/⟦[^⟦⟧]*⟧/g, '');
        return /\p{L}/u.test(rest.replace(/\d+ (minutes?|seconds?)/g, ''));
      });
  }, selector);
}

describe('a pseudo-locale: every text in an element comes from the catalog', () => {
  it('a breathing session from idle through its run, a pause, End Session\'s question and its end', async () => {
    await page.evaluate((markup) => {
      document.body.innerHTML = markup;
    }, `<breath-session technique="deep-reset" autostart="off" time-scale="4" messages='${PSEUDO_ATTRIBUTE}'></breath-session>`);
    await page.waitForFunction(() => document.querySelector('breath-session')?.shadowRoot?.querySelector('[part~="start"]')?.textContent?.startsWith('⟦'));
    expect(await textsNotFromCatalog('breath-session')).toEqual([]);
    await page.evaluate(() => document.querySelector('breath-session')!.start());
    await page.waitForFunction(() => document.querySelector('breath-session')!.status === 'running');
    await expect.poll(() => partText('breath-session', 'countdown')).toMatch(/^\d+$/);
    expect(await textsNotFromCatalog('breath-session')).toEqual([]);
    await page.evaluate(() => document.querySelector('breath-session')!.pause());
    await expect.poll(() => partText('breath-session', 'resume')).toMatch(/^⟦/);
    expect(await textsNotFromCatalog('breath-session')).toEqual([]);
    await page.evaluate(() => document.querySelector('breath-session')!.resume());
    await page.evaluate(() => (document.querySelector('breath-session')!.shadowRoot!.querySelector('[part~="end"]') as HTMLButtonElement).click());
    await page.waitForFunction(() => document.querySelector('breath-session')!.shadowRoot!.querySelector('[part~="end-now"]'));
    expect(await textsNotFromCatalog('breath-session')).toEqual([]);
    await page.evaluate(() => (document.querySelector('breath-session')!.shadowRoot!.querySelector('[part~="end-now"]') as HTMLButtonElement).click());
    await page.waitForFunction(() => document.querySelector('breath-session')!.status === 'stopped');
    await expect.poll(() => partText('breath-session', 'summary')).toMatch(/^⟦/);
    expect(await textsNotFromCatalog('breath-session')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a guided meditation with its prompt, the zen view, and an element that cannot start', async () => {
    // In the markup, so each element speaks the pseudo-locale from its first render (and its first announcement).
    const messages = `messages='${PSEUDO_ATTRIBUTE}'`;
    await page.evaluate((markup) => {
      document.body.innerHTML = markup;
    }, `<meditation-timer type="body-scan" minutes="1" time-scale="10" ${messages}></meditation-timer><meditation-timer zen minutes="1" ${messages}></meditation-timer><breath-session rounds="nine" ${messages}></breath-session>`);
    await page.waitForFunction(() => document.querySelector('meditation-timer')?.shadowRoot?.querySelector('[part~="guidance"]'), undefined, { timeout: 20_000 });
    expect(await textsNotFromCatalog('meditation-timer')).toEqual([]);
    expect(await textsNotFromCatalog('meditation-timer[zen]')).toEqual([]);
    await page.waitForFunction(() => document.querySelector('breath-session')?.shadowRoot?.querySelector('[part~="error"]'));
    expect(await textsNotFromCatalog('breath-session')).toEqual([]);
  });
});
