import type { SavedSession } from '@stillpoint/api/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, expectAccessible, expectToast, fastClock, hostedAppPerFile, signUpInPage, workerInControl } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();

/** The issue's own example: a sit with bells at minutes 1 and 2, a walk, a sit with a bell every minute and two at random. */
const ISSUE_PROGRAM =
  '{"segments":[{"kind":"sit","minutes":3,"bells":{"at":[1,2]}},{"kind":"walk","minutes":2},{"kind":"sit","minutes":4,"bells":{"every":1,"random":{"count":2}}}]}';

async function press(page: Page, slider: string, ...keys: string[]) {
  await page.getByRole('slider', { name: slider, exact: true }).focus();
  for (const key of keys) await page.keyboard.press(key);
}

const caption = (page: Page) => page.locator('.timeline__caption').first().innerText();

describe('a shared program', () => {
  it('is built in the builder and shared; the link, opened signed out on a phone, runs the program in place, then saves it signed in', async () => {
    const builder = await app.open();
    await builder.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { page } = builder;
    await signUpInPage(app.hosted, page);
    await page.goto(`${app.hosted.origin}/app/build/meditation`);
    await page.getByRole('heading', { name: 'Meditation Builder' }).waitFor();
    await page.getByRole('button', { name: 'Custom Builder' }).click();
    await page.getByRole('button', { name: '+ Add segment' }).click();
    await page.getByRole('button', { name: '+ Add segment' }).click();
    await press(page, 'Length of segment 1', 'Home', 'ArrowRight', 'ArrowRight');
    await page.getByRole('textbox', { name: 'Bells at minutes of segment 1' }).fill('1, 2');
    await press(page, 'Length of segment 2', 'Home', 'ArrowRight');
    await press(page, 'Length of segment 3', 'Home', 'ArrowRight', 'ArrowRight', 'ArrowRight');
    await press(page, 'Repeating bell of segment 3', 'ArrowRight');
    await press(page, 'Random bells of segment 3', 'ArrowRight', 'ArrowRight');
    await expect(caption(page)).resolves.toBe('9 min in all · Sit 3, Walk 2, Sit 4 · 2 random bells');

    await page.getByRole('button', { name: '↗ Share' }).click();
    await page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    const link = await page.getByRole('textbox', { name: 'Link' }).inputValue();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(link);
    expect(new URL(link).pathname).toBe('/meditation');
    // The program itself is in the link, in its canonical text: nothing is kept on a server.
    expect(new URL(link).searchParams.get('program')).toBe(ISSUE_PROGRAM);
    await expectAccessible(page);
    await builder.context.close();

    // A visitor on a phone: no account, a fresh browser, its clock 60 times faster (the 9 minutes in 9 s).
    const visitor = await app.open({ width: 390, height: 844, hasTouch: true });
    await fastClock(visitor.page, 60);
    await visitor.page.goto(link);
    await visitor.page.getByRole('heading', { name: 'A sit shared with you' }).waitFor();
    await expect(caption(visitor.page)).resolves.toBe('9 min in all · Sit 3, Walk 2, Sit 4 · 2 random bells');
    await visitor.page.getByRole('button', { name: 'Sign in to save it' }).waitFor();
    await expectAccessible(visitor.page);
    // Every segment line and announcement the runner shows, recorded as it changes: at 60 times, a part lasts seconds,
    // which polling for each in turn can miss on a loaded machine.
    await visitor.page.evaluate(() => {
      const shown: string[] = [];
      Object.assign(window, { runnerTexts: shown });
      new MutationObserver(() => {
        for (const line of document.querySelectorAll('.session-island .sp-runner :is(.sp-phase, [role="status"])')) {
          const text = line.textContent?.trim() ?? '';
          if (text && !shown.includes(text)) shown.push(text);
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await visitor.page.getByRole('button', { name: 'Start this sit' }).tap();
    await visitor.page.locator('.session-island .sp-runner').waitFor();
    // At its end the page is back, with Start where the visitor left it.
    await visitor.page.getByRole('heading', { name: 'A sit shared with you' }).waitFor({ timeout: 20_000 });
    // It ran in place, the whole screen: each segment with its time left, and announced as it begins, in order.
    const shown = await visitor.page.evaluate(() => (window as unknown as { runnerTexts: string[] }).runnerTexts);
    const indexAfter = (from: number, pattern: RegExp) => shown.findIndex((text, index) => index > from && pattern.test(text));
    const firstSit = indexAfter(-1, /^Sit · [0-3]:\d\d left$/);
    const walk = indexAfter(firstSit, /^Walk · [0-2]:\d\d left$/);
    const thirdSit = indexAfter(walk, /^Sit · [0-4]:\d\d left$/);
    const seen = shown.join(' | ');
    expect(firstSit, seen).toBeGreaterThanOrEqual(0);
    expect(walk, seen).toBeGreaterThan(firstSit);
    expect(thirdSit, seen).toBeGreaterThan(walk);
    expect(indexAfter(firstSit, /^Walk, part 2 of 3, 2 minutes$/), seen).toBeGreaterThan(firstSit);
    await expect(visitor.page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Start this sit');

    // Signed in, the same link saves it among the visitor's sessions.
    await signUpInPage(app.hosted, visitor.page);
    await visitor.page.goto(link);
    await visitor.page.getByRole('button', { name: '♡ Save to my sessions' }).tap();
    await expectToast(visitor.page, 'Session Saved');
    await visitor.page.getByRole('button', { name: '✓ Saved to my sessions' }).waitFor();
    const [saved] = (await apiCall<SavedSession[]>(visitor.page, 'GET', '/api/sessions')).body;
    expect(saved).toMatchObject({ type: 'meditation', config: { duration: 9, segments: JSON.parse(ISSUE_PROGRAM).segments } });
  }, 240_000);

  it('offers a visitor the sign-in to save it', async () => {
    const visitor = await app.open({ width: 390, height: 844, hasTouch: true });
    await visitor.page.goto(`${app.hosted.origin}/meditation?program=${encodeURIComponent(ISSUE_PROGRAM)}`);
    await visitor.page.getByRole('button', { name: 'Sign in to save it' }).tap();
    await visitor.page.getByRole('dialog').waitFor();
  });

  it('says calmly why a link it cannot run does not run, runs nothing, and offers the timer; the page is the same prerendered HTML without the query', async () => {
    const { page } = await app.open({ colorScheme: 'dark' });
    for (const text of ['{"segments":[{"kind":"sit","minutes":90}]}', '<img src=x onerror=alert(1)>', '{"segments":[]}']) {
      await page.goto(`${app.hosted.origin}/meditation?program=${encodeURIComponent(text)}`);
      await page.getByRole('heading', { name: 'This shared sit cannot be run' }).waitFor();
      await page.getByRole('heading', { name: 'Silent meditation timer' }).waitFor();
      await expect(page.locator('meditation-timer').count(), text).resolves.toBe(0);
    }
    await expect(page.locator('.shared-program__why').innerText()).resolves.toBe('A program needs at least 1 segment.');
    await expectAccessible(page);
    // Without JavaScript, the page with a program in its query is the prerendered timer page, whole.
    const response = await fetch(`${app.hosted.origin}/meditation?program=${encodeURIComponent(ISSUE_PROGRAM)}`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Silent meditation timer');
    expect(html).not.toContain('segments');
  });

  it('opens offline once the app is cached: the worker serves /meditation whatever its query', async () => {
    const { page, context } = await app.open({ serviceWorkers: 'allow' });
    await page.goto(`${app.hosted.origin}/meditation`);
    // A reader's first interaction makes the prerendered page offline-ready (as on the landing: offline.browser.test.ts).
    await page.mouse.move(40, 200);
    await workerInControl(page);
    await context.setOffline(true);
    await page.goto(`${app.hosted.origin}/meditation?program=${encodeURIComponent(ISSUE_PROGRAM)}`);
    await page.getByRole('heading', { name: 'A sit shared with you' }).waitFor();
    await expect(caption(page)).resolves.toBe('9 min in all · Sit 3, Walk 2, Sit 4 · 2 random bells');
    await context.setOffline(false);
  });
});
