import { BREATHING_PRESETS, MEDITATION_PRESETS } from '@stillpoint/sdk/catalog';
import { describe, expect, it } from 'vitest';
import { hostedAppPerFile } from '@stillpoint/test-support/app';
import { landingFaq } from './landingFaq';
import { PUBLIC_LANGUAGES } from './publicLanguages';
import { SUPPORT_EMAIL } from './siteAddress';
import { TECHNIQUE_PAGES } from './techniquePages';
import { landingWords } from './words/landingWords';

const app = hostedAppPerFile();

/** A prerendered page's text as a crawler reads it: no JavaScript, tags dropped, entities and comments undone. */
async function pageText(path: string): Promise<string> {
  const html = await (await fetch(`${app.hosted.origin}${path}`, { headers: { Accept: 'text/html' } })).text();
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    // What the page shows only without a connection (the landing's offline practices) is no part of what it says online.
    .replace(/<section [^>]*hidden=""[^>]*>[\s\S]*?<\/section>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');
}

/** The English pages the sitemap lists, by path: the pages whose copy these tests read. */
async function englishPages(): Promise<string[]> {
  const sitemap = await (await fetch(`${app.hosted.origin}/sitemap.xml`)).text();
  const translated = new RegExp(`^/(${PUBLIC_LANGUAGES.filter((language) => language !== 'en').join('|')})/`);
  return [...sitemap.matchAll(/<loc>https:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map(([, path]) => path!).filter((path) => !translated.test(path));
}

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
/** "ten" or "10" as 10. */
const numberOf = (text: string) => (/^\d+$/.test(text) ? Number(text) : WORDS.indexOf(text.toLowerCase()));

/** Every "N minute(s)" the text says, with the words either side (to tell a visitor's try from the technique's length). */
const minuteFigures = (text: string) =>
  [...text.matchAll(/(?:\S+\s+)?\b(\d+|[a-z]+)[- ]minutes?\b(?:\s+\S+)?/gi)].map(([whole, figure = '']) => ({ whole, value: numberOf(figure) })).filter((figure) => figure.value >= 0);

describe('the numbers in the public pages agree with the catalog and with the pages they describe', () => {
  it("a technique page gives the catalog's length, and a visitor's shorter try is called a try", async () => {
    for (const page of TECHNIQUE_PAGES) {
      const text = await pageText(page.path);
      const { duration } = page.preset.config;
      const hero = text.slice(0, text.indexOf('How it works'));
      // The technique's own length, as the catalog sets it, at a glance.
      expect(hero, page.path).toContain(duration.type === 'time' ? `${duration.value} minutes` : `${duration.value} rounds`);
      for (const figure of minuteFigures(hero)) {
        if (figure.value === duration.value && duration.type === 'time') continue;
        // Any other length is the visitor's try, and says so.
        expect(`${figure.whole}`, page.path).toMatch(/try/i);
        expect(figure.value, page.path).toBe(page.length.attribute === 'minutes' ? page.length.value : figure.value);
      }
    }
  });

  it('the comparison pages name the length of the try on the box breathing page', async () => {
    const box = TECHNIQUE_PAGES.find((page) => page.preset.id === 'box')!;
    for (const path of ['/vs/calm-alternative', '/vs/headspace-alternative']) {
      const text = await pageText(path);
      const figures = minuteFigures(text.slice(text.indexOf('Try a technique now')));
      expect(figures.length, path).toBeGreaterThan(0);
      for (const figure of figures) expect(figure.value, `${path}: ${figure.whole}`).toBe(box.length.value);
    }
  });

  it('the article and the comparisons count the practices the home page runs without an account', async () => {
    const home = await pageText('/');
    // Every practice a visitor starts in place: the phones' tries and each bundle's two.
    const starts = home.match(/\b(Try Box Breathing here|Try a \d+ minute sit|Start (?!your)[^.·]+?(?= \d| About| \())/g) ?? [];
    expect(starts.length).toBeGreaterThan(2);
    for (const path of ['/minimalist-meditation-apps', '/vs/calm-alternative', '/vs/headspace-alternative']) {
      const said = /(\S+) practices on the home page/i.exec(await pageText(path))?.[1] ?? '';
      expect(numberOf(said), path).toBe(starts.length);
    }
  });

  it("every count of techniques and meditation styles on an English page is the catalog's", async () => {
    const counted = { techniques: BREATHING_PRESETS.length, styles: MEDITATION_PRESETS.length };
    let seen = 0;
    for (const path of await englishPages()) {
      const text = await pageText(path);
      for (const [whole, figure = '', noun] of text.matchAll(/\b(\w+) (?:guided |breathing |meditation )*(techniques|styles)\b/gi)) {
        const value = numberOf(figure);
        if (value < 0) continue;
        seen += 1;
        expect(value, `${path}: ${whole}`).toBe(counted[noun!.toLowerCase() as keyof typeof counted]);
      }
    }
    expect(seen).toBeGreaterThan(5);
  });

  it('every price on an English page carries its currency: euros as prerendered, the reader’s once the page has run', async () => {
    let seen = 0;
    for (const path of await englishPages()) {
      const text = await pageText(path);
      for (const { 0: figure, index } of text.matchAll(/(?<![\d.,])\d+\.\d\d(?![\d.])/g)) {
        seen += 1;
        expect(text.slice(index - 1, index + figure.length), path).toMatch(/^[€$]/);
      }
    }
    expect(seen).toBeGreaterThan(5);
    // A reader in New York reads dollars wherever the plans are named in passing.
    const tab = await app.open({ timezoneId: 'America/New_York' });
    for (const path of ['/why', '/philosophy', '/about/vision', '/vs/calm-alternative', '/vs/headspace-alternative']) {
      await tab.page.goto(`${app.hosted.origin}${path}`);
      await tab.page.locator('html[data-currency="USD"]').waitFor({ state: 'attached' });
      const text = await tab.page.locator('main').innerText();
      expect(text, path).toContain('$2.99 a month or $24.99 a year');
      expect(text, path).not.toContain('€');
    }
  });

  it('the FAQ points to a way of reaching us that the public site has: the support address, not an in-app button', () => {
    const help = landingFaq(landingWords.wordsIn('en'), 'en', null).find((entry) => entry.id === 'help')!.content;
    expect(help).toContain(SUPPORT_EMAIL);
    expect(help).not.toContain('Help & Feedback at the bottom');
  });

  it('the catalog agrees with itself: a description that gives a length in minutes gives the configured one', () => {
    for (const preset of BREATHING_PRESETS) {
      for (const figure of minuteFigures(preset.description)) expect([preset.id, figure.value]).toEqual([preset.id, preset.config.duration.value]);
    }
  });
});
