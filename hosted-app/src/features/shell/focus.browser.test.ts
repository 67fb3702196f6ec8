import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { endSession, expectAccessible, hostedAppPerFile, signUpInPage } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();

/** What has the keyboard focus: its tag, its text, and whether it is the page's body. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return { tag: element?.tagName.toLowerCase() ?? 'none', text: (element?.textContent ?? '').trim() };
  });

/** The first Tab from the top of a freshly loaded page lands on a visible "Skip to content" that moves focus into <main>. */
async function expectSkipLink(page: Page) {
  await page.keyboard.press('Tab');
  expect(await focused(page)).toEqual({ tag: 'a', text: 'Skip to content' });
  const box = await page.evaluate(() => {
    const rect = document.activeElement!.getBoundingClientRect();
    return { width: rect.width, height: rect.height, top: rect.top, left: rect.left };
  });
  // Shown when focused: a real box inside the viewport, not a 1 px clip.
  expect(box.width).toBeGreaterThan(40);
  expect(box.height).toBeGreaterThan(20);
  expect(box.top).toBeGreaterThanOrEqual(0);
  expect(box.left).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
}

/** The relative luminance contrast of two `rgb(...)` colours (WCAG). */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

/** The focus ring of a focused button is the brand's accent, at 3:1 or more against the page. */
async function expectAccentRing(page: Page, button: string) {
  await page.getByRole('button', { name: button }).first().focus();
  await page.keyboard.press('Shift');
  const colours = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--sp-accent)';
    document.body.append(probe);
    const accent = getComputedStyle(probe).color;
    probe.remove();
    return { ring: getComputedStyle(document.activeElement!).outlineColor, accent, page: getComputedStyle(document.body).backgroundColor };
  });
  expect(colours.ring).toBe(colours.accent);
  expect(contrast(colours.ring, colours.page)).toBeGreaterThanOrEqual(3);
}

describe('focus in the signed-in app', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`${colorScheme}: skip link first, accent ring, the runner's heading takes focus, End Session leaves it on the selector, the open menu is in a region`, async () => {
      const { page } = await app.open({ colorScheme });
      await signUpInPage(app.hosted, page);
      // Real time: the runner dims after two idle minutes (2 s at 60 times), and axe may take longer than that here.
      await page.goto(`${app.hosted.origin}/app`);
      await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
      await expectSkipLink(page);
      await expectAccentRing(page, 'Help & Feedback');

      // The open account menu: inside a landmark, axe clean.
      await page.getByRole('button', { name: /account menu$/ }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await page.getByRole('menuitem', { name: 'Profile' }).waitFor({ state: 'detached' });

      // A runner opens with focus on its heading (the page's one h1), and the screen is axe clean.
      await page.goto(`${app.hosted.origin}/app/build/meditation`);
      await page.getByRole('button', { name: 'Custom Builder' }).click();
      await page.getByRole('button', { name: 'Start Meditation' }).click();
      await page.waitForURL(/\/app\/session$/);
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      await expectAccessible(page);

      // End Session: focus lands on the screen the app returns to, not on <body>.
      await endSession(page);
      await page.waitForURL((url) => url.pathname !== '/app/session');
      await page.waitForFunction(() => document.activeElement !== null && document.activeElement !== document.body && document.activeElement.closest('main') !== null);
    });
  }
});

describe('focus on the public pages', () => {
  it('the landing page: skip link first; a featured runner opens on its heading, is one distinct landmark, and End gives focus back to its Start', async () => {
    // Real time: the featured runner is 2 minutes, so it is still running when End is pressed, however loaded the machine.
    const { page } = await app.open({ colorScheme: 'dark' });
    await page.goto(`${app.hosted.origin}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectSkipLink(page);
    await expectAccentRing(page, 'Start Box Breathing');
    await page.getByRole('button', { name: 'Start Box Breathing' }).click();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    await page.getByRole('button', { name: 'End Session' }).waitFor();
    await expectAccessible(page);
    await endSession(page);
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Start Box Breathing');
  });

  it('a technique page: skip link first; its runner has a heading and a name of its own', async () => {
    const { page } = await app.open();
    await page.goto(`${app.hosted.origin}/techniques/box-breathing`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectSkipLink(page);
    await page.getByRole('button', { name: /^Start/ }).first().click();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    await page.getByRole('button', { name: 'End Session' }).waitFor();
    await expectAccessible(page);
  });
});
