import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchChromium } from '@stillpoint/test-support';
import { serveWidgetPages, type WidgetPages } from '../test-support/serveWidgetPages';

// The element's own stylesheet on real pages in Chromium: a host page's root font size and inherited
// text styles do not reach inside, and theme="light|dark|auto" paints the element as a visitor sees it.

const SCRIPT = '<script type="module" src="/w/stillpoint-widgets.js"></script>';
const PLAIN = `<!doctype html><html lang="en"><head><title>Plain page</title>${SCRIPT}</head><body></body></html>`;
// A page whose stylesheet would reach into any component that inherits its text styles or sizes in rem.
const HOSTILE = `<!doctype html><html lang="en"><head><title>Hostile page</title>${SCRIPT}<style>
  html { font-size: 62.5%; }
  body { font-size: 1.4rem; letter-spacing: 0.3em; word-spacing: 1em; text-transform: uppercase; line-height: 3;
    font-style: italic; text-align: right; font-weight: 700; text-indent: 4em; white-space: pre; }
</style></head><body></body></html>`;

let pages: WidgetPages;
let url: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  pages = await serveWidgetPages({ page: ({ pathname }) => (pathname === '/hostile' ? HOSTILE : PLAIN) });
  // Without its closing slash: tests open url + '/hostile'.
  url = pages.url.slice(0, -1);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await pages?.close();
});

beforeEach(async () => {
  await page?.close();
  page = await browser.newPage();
});

/** Opens `path`, puts `html` in its body and waits until each element shows its runner. */
async function open(path: string, html: string): Promise<void> {
  await page.goto(url + path);
  await page.waitForFunction(() => customElements.get('breath-session') && customElements.get('meditation-timer'));
  await page.evaluate((markup) => {
    document.body.innerHTML = markup;
  }, html);
  await page.waitForFunction(() =>
    [...document.body.querySelectorAll('breath-session, meditation-timer')].every((element) => element.shadowRoot?.querySelector('[part~="start"]')),
  );
}

/** What a visitor sees of the element's Start button, its title and its frame: sizes and text styles. */
function looks(tag: string) {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector)!.shadowRoot!;
    const start = root.querySelector('[part~="start"]')!;
    const title = root.querySelector('[part~="title"]')!;
    const runner = root.querySelector('[part~="runner"]')!;
    const box = start.getBoundingClientRect();
    const style = getComputedStyle(start);
    const text = getComputedStyle(title);
    return {
      button: { width: Math.round(box.width), height: Math.round(box.height), fontSize: style.fontSize, padding: style.padding },
      runner: { minHeight: getComputedStyle(runner).minHeight, padding: getComputedStyle(runner).padding, gap: getComputedStyle(runner).gap },
      text: {
        fontSize: text.fontSize,
        letterSpacing: text.letterSpacing,
        wordSpacing: text.wordSpacing,
        textTransform: text.textTransform,
        lineHeight: text.lineHeight,
        fontStyle: text.fontStyle,
        textAlign: text.textAlign,
        textIndent: text.textIndent,
        whiteSpace: text.whiteSpace,
      },
      label: start.textContent,
    };
  }, tag);
}

describe('a host page\'s styles stay outside the element', () => {
  for (const tag of ['breath-session', 'meditation-timer']) {
    it(`<${tag}>: html { font-size: 62.5% } and the body's inherited text styles leave its buttons, frame and text as on a plain page`, async () => {
      const markup = `<${tag} autostart="off"></${tag}>`;
      await open('/', markup);
      const plain = await looks(tag);
      await open('/hostile', markup);
      const hostile = await looks(tag);
      expect(hostile).toEqual(plain);
      expect(hostile.button.fontSize).toBe('16px');
      expect(hostile.button.height).toBeGreaterThanOrEqual(44);
      expect(hostile.text).toMatchObject({ letterSpacing: 'normal', textTransform: 'none', fontStyle: 'normal' });
    });
  }

  it('a partner sizes the element on purpose by its own font-size', async () => {
    await open('/hostile', '<breath-session autostart="off" style="font-size: 20px"></breath-session>');
    expect((await looks('breath-session')).button.fontSize).toBe('20px');
  });
});

/** The computed colours of the element's frame, its title and its Start button. */
function colours(tag: string) {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector)!.shadowRoot!;
    const runner = getComputedStyle(root.querySelector('[part~="runner"]')!);
    const title = getComputedStyle(root.querySelector('[part~="title"]')!);
    return { background: runner.backgroundColor, text: runner.color, title: title.color };
  }, tag);
}

const DARK = { background: 'rgb(15, 23, 36)', text: 'rgb(241, 245, 249)', title: 'rgb(180, 191, 207)' };
const LIGHT = { background: 'rgb(248, 250, 252)', text: 'rgb(15, 23, 36)', title: 'rgb(71, 85, 105)' };

describe('theme="light|dark|auto"', () => {
  for (const tag of ['breath-session', 'meditation-timer']) {
    it(`<${tag}>: dark by default and when asked, light when asked, auto by the visitor's colour scheme; AA contrast in each`, async () => {
      await page.emulateMedia({ colorScheme: 'light' });
      await open('/', `<${tag} autostart="off"></${tag}>`);
      expect(await colours(tag)).toEqual(DARK);
      expect(await accessibilityViolations(page, tag)).toEqual([]);

      const element = page.locator(tag);
      await element.evaluate((node) => ((node as HTMLElement & { theme?: string }).theme = 'light'));
      expect(await element.getAttribute('theme')).toBe('light');
      expect(await colours(tag)).toEqual(LIGHT);
      expect(await accessibilityViolations(page, tag)).toEqual([]);

      await element.evaluate((node) => node.setAttribute('theme', 'dark'));
      expect(await element.evaluate((node) => (node as HTMLElement & { theme?: string }).theme)).toBe('dark');
      expect(await colours(tag)).toEqual(DARK);

      await element.evaluate((node) => node.setAttribute('theme', 'auto'));
      expect(await colours(tag)).toEqual(LIGHT);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await colours(tag)).toEqual(DARK);
      expect(await accessibilityViolations(page, tag)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'light' });
      expect(await colours(tag)).toEqual(LIGHT);
      expect(await accessibilityViolations(page, tag)).toEqual([]);
    });
  }

  it('a running session keeps running when its theme changes, and a host\'s own colour still wins in the light theme', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await open('/', '<breath-session autostart="off" style="--sp-bg: #fff7ed"></breath-session>');
    const stops = await page.evaluate(() => {
      const element = document.querySelector('breath-session') as HTMLElement & { start(): void };
      const heard: string[] = [];
      element.addEventListener('session-stop', () => heard.push('session-stop'));
      element.start();
      element.setAttribute('theme', 'light');
      return new Promise<string[]>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(heard))));
    });
    expect(stops).toEqual([]);
    expect(await page.locator('breath-session').evaluate((element) => (element as HTMLElement & { status: string }).status)).toBe('running');
    expect((await colours('breath-session')).background).toBe('rgb(255, 247, 237)');
  });
});
