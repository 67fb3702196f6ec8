import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { endSession, expectAccessible, expectToast, fastClock, hostedAppPerFile, signUpInPage, WAIT_MS } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();

/** What a user sees of the running session: the runner's frame against the window, its colours, and what else shows. */
const runnerScreen = (page: Page) =>
  page.locator('[part="runner"]').evaluate((runner) => {
    const box = runner.getBoundingClientRect();
    const style = getComputedStyle(runner);
    const shown = (selector: string) => [...document.querySelectorAll(selector)].filter((element) => element.getBoundingClientRect().height > 0).length;
    return {
      box: { left: Math.round(box.left), top: Math.round(box.top), width: Math.round(box.width), height: Math.round(box.height) },
      window: { width: window.innerWidth, height: window.innerHeight },
      background: style.backgroundColor,
      color: style.color,
      headers: shown('header'),
      footers: shown('footer'),
    };
  });

/** sRGB relative luminance of a computed `rgb(...)` colour. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => {
    const channel = Number(value) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('a running session', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`is one experience for a visitor and a signed-in user (${colorScheme}): the whole window, the same colours, nothing of the page around it`, async () => {
      const visitor = (await app.open({ width: 1280, height: 800, colorScheme })).page;
      await visitor.goto(`${app.hosted.origin}/techniques/box-breathing`);
      await visitor.getByRole('button', { name: 'Start Box Breathing' }).click();
      await visitor.locator('[part="phase"]').filter({ hasText: /Inhale|Hold|Exhale/ }).waitFor();
      const seenByVisitor = await runnerScreen(visitor);
      await expectAccessible(visitor);

      const user = (await app.open({ width: 1280, height: 800, colorScheme })).page;
      await signUpInPage(app.hosted, user);
      await user.goto(`${app.hosted.origin}/app/build/breathing`);
      await user.getByRole('button', { name: /^Box Breathing/ }).click();
      await user.locator('[part="phase"]').filter({ hasText: /Inhale|Hold|Exhale/ }).waitFor();
      const seenByUser = await runnerScreen(user);

      const full = { box: { left: 0, top: 0, width: 1280, height: 800 }, window: { width: 1280, height: 800 }, headers: 0, footers: 0 };
      expect(seenByUser).toMatchObject(full);
      expect(seenByVisitor).toMatchObject(full);
      expect({ background: seenByVisitor.background, color: seenByVisitor.color }).toEqual({ background: seenByUser.background, color: seenByUser.color });

      // The landing's phone is a picture: its Try runs the same runner over the whole page (a static page's island).
      await visitor.goto(`${app.hosted.origin}/`);
      await visitor.getByRole('button', { name: 'Try Box Breathing here' }).click();
      await visitor.locator('.session-island [part="phase"]').filter({ hasText: /Inhale|Hold|Exhale/ }).waitFor();
      expect(await runnerScreen(visitor)).toMatchObject({ ...full, background: seenByUser.background, color: seenByUser.color });
      await expectAccessible(visitor);
    });
  }

  it('keeps a visitor\'s keyboard and screen reader in the full-screen runner: nothing of the page is behind it until it ends', async () => {
    const { page } = await app.open({ width: 390, height: 800 });
    await page.goto(`${app.hosted.origin}/techniques/box-breathing`);
    await page.getByRole('button', { name: 'Start Box Breathing' }).click();
    await page.locator('[part="phase"]').filter({ hasText: /Inhale|Hold|Exhale/ }).waitFor();
    const outside: string[] = [];
    for (let press = 0; press < 30; press += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        // The skip link is the page's first stop whatever it shows; it leads into <main>, the runner's.
        return !active || active === document.body || active.closest('.session-island, .skip-link') ? null : active.outerHTML.slice(0, 80);
      });
      if (where) outside.push(where);
    }
    expect(outside).toEqual([]);
    // The page's own content makes way for the runner (not merely covered by it), and comes back when it ends.
    await expect(page.getByRole('heading', { name: 'How it works' }).count()).resolves.toBe(0);
    await endSession(page.locator('breath-session'));
    await page.getByRole('heading', { name: 'How it works' }).waitFor();
    await page.getByRole('button', { name: 'Start Box Breathing' }).waitFor();
  });

  it('dims after 2 minutes without a tap, and a finger\'s tap where End Session sits only brightens it: the sit goes on', async () => {
    const { page } = await app.open({ width: 390, height: 844, hasTouch: true });
    // Twenty times as fast: the screen dims 6 s after the start and dims again 6 s after a tap, and the ten-minute sit
    // lasts 30 s, room enough for every step below on a loaded machine (at sixty times, the sit could end first).
    await fastClock(page, 20);
    await signUpInPage(app.hosted, page);
    await page.goto(`${app.hosted.origin}/app`);
    await page.getByRole('button', { name: /^Meditation/ }).tap();
    await page.getByRole('button', { name: /^Quick Sit/ }).tap();
    await page.waitForURL(/\/app\/session$/);
    const end = page.getByRole('button', { name: 'End Session' });
    const box = (await end.boundingBox())!;
    await page.getByText('Screen dimmed to save battery • Tap to brighten').waitFor({ timeout: 3 * WAIT_MS });
    await expectAccessible(page);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByText('Screen dimmed to save battery • Tap to brighten').waitFor({ state: 'detached' });
    // A later tap, heard after everything the first one set off: Pause answers it, on the runner still running.
    await page.getByRole('button', { name: 'Pause' }).tap();
    await page.getByRole('button', { name: 'Resume' }).waitFor();
    expect(await end.isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/app\/session$/);
  });

  it('settles in for 5 s before Quick Sit\'s clock starts: "Get comfortable", counted down, then the meditation', async () => {
    const { page } = await app.open({ width: 390, height: 844, hasTouch: true });
    await signUpInPage(app.hosted, page);
    await page.goto(`${app.hosted.origin}/app`);
    await page.getByRole('button', { name: /^Meditation/ }).tap();
    await page.getByRole('button', { name: /^Quick Sit/ }).tap();
    await page.locator('[part="phase"]', { hasText: 'Get comfortable' }).waitFor();
    expect(await page.locator('[part="detail"]').textContent()).toMatch(/^Begins in [1-5] s$/);
    // The clock has not started: the whole ten minutes still show.
    expect(await page.locator('[part="time"]').textContent()).toBe('10:00');
    expect(await page.locator('[part="runner"] [role="status"]').textContent()).toBe('Get comfortable');
    await expectAccessible(page);
    await page.locator('[part="phase"]', { hasText: 'Meditation' }).waitFor();
    expect(await page.locator('[part="time"]').textContent()).toMatch(/^(10:00|09:5\d)$/);
  });

  it('asks once before a finger\'s End Session ends the sit: a double tap keeps it, End now ends it', async () => {
    const { page } = await app.open({ width: 390, height: 844, hasTouch: true, colorScheme: 'dark' });
    await signUpInPage(app.hosted, page);
    await page.goto(`${app.hosted.origin}/app`);
    await page.getByRole('button', { name: /^Meditation/ }).tap();
    await page.getByRole('button', { name: /^Quick Sit/ }).tap();
    await page.waitForURL(/\/app\/session$/);
    const end = page.getByRole('button', { name: 'End Session' });
    const box = (await end.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    // The second tap landed on Keep going, where End Session was: the sit goes on, focus back on End Session.
    await end.waitFor();
    expect(await end.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(page.url()).toMatch(/\/app\/session$/);

    await end.tap();
    const question = page.getByRole('group', { name: 'End this session?' });
    await question.waitFor();
    await expectAccessible(page);
    await question.getByRole('button', { name: 'End now' }).tap();
    await page.waitForURL((url) => url.pathname !== '/app/session');
  });

  it('shows a toast over the runner in the runner\'s dark colours, clear of its title and controls', async () => {
    for (const width of [390, 1280]) {
      const { page } = await app.open({ width, height: width < 600 ? 844 : 800, colorScheme: 'light' });
      await signUpInPage(app.hosted, page);
      await page.goto(`${app.hosted.origin}/app`);
      // A mood tile starts its session with the recommendation's toast (4 s) over the runner.
      await page.getByRole('button', { name: /^Calm Nerves/ }).click();
      await page.waitForURL(/\/app\/session$/);
      const toast = page.locator('.toast');
      await toast.waitFor({ timeout: WAIT_MS });
      // The pointer rests on it, as a reader's does: the toast's 4 s wait pauses (Radix Toast), so a loaded machine's
      // slow steps below still find it.
      await toast.hover();
      await page.locator('[part~="end"]').waitFor();
      const seen = await page.evaluate(() => {
        const toast = document.querySelector('.toast')!;
        const box = (element: Element) => {
          const rect = element.getBoundingClientRect();
          return { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
        };
        const runner = getComputedStyle(document.querySelector('[part="runner"]')!).backgroundColor;
        const covered = [...document.querySelectorAll('[part="title"], [part="controls"] button, [part="phase"]')].map((element) => ({ part: element.getAttribute('part'), box: box(element) }));
        return { toast: box(toast), background: getComputedStyle(toast).backgroundColor, text: getComputedStyle(toast).color, runner, covered };
      });
      // Dark like the runner behind it (its luminance near the runner's), its text light.
      expect(luminance(seen.background), `${width} px: the toast's background ${seen.background} on the runner's ${seen.runner}`).toBeLessThan(0.05);
      expect(luminance(seen.text), `${width} px: the toast's text`).toBeGreaterThan(0.6);
      for (const { part, box } of seen.covered) {
        const overlaps = box.left < seen.toast.right && seen.toast.left < box.right && box.top < seen.toast.bottom && seen.toast.top < box.bottom;
        expect(overlaps, `${width} px: the toast covers ${part}`).toBe(false);
      }
      await expectAccessible(page);
    }
  });

  /**
   * The longest toast a session can run under: "Storage full or not allowed" stays until the completion is sent, so it is
   * still there when the user starts a guided meditation (the library's Progressive Body Scan), whose guidance card makes
   * the runner's column its tallest; then the connection goes and the offline banner shows too.
   */
  for (const [width, height, colorScheme] of [
    [390, 844, 'light'],
    [1280, 800, 'dark'],
  ] as const) {
    it(`keeps the longest toast clear of a guided meditation's guidance, timer and controls at ${width} px, the screen still, the toast reachable by keyboard`, async () => {
      const { page, context } = await app.open({ width, height, colorScheme });
      await signUpInPage(app.hosted, page);
      // The browser refuses to store the completion (every IndexedDB write fails as a full disk fails it) and the API's log
      // cannot be reached: storageRefused.browser.test.ts's edges.
      await page.addInitScript(() => {
        const refuse = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
        IDBObjectStore.prototype.put = refuse;
        IDBObjectStore.prototype.add = refuse;
      });
      await page.route('**/api/sessions/log', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()));
      await page.goto(`${app.hosted.origin}/app/build/breathing`);
      await page.evaluate(() => window.localStorage.setItem('stillpoint:timeScale', '60'));
      await page.getByRole('button', { name: 'Custom Builder' }).click();
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.getByRole('heading', { name: 'Session Complete' }).waitFor({ timeout: 20_000 });
      await expectToast(page, 'Storage full or not allowed', /closing this page now would lose it/, 'destructive');

      // Within the page (a reload would lose the completion it keeps): Done, the library, the guided body scan, on a clock
      // four times faster so its first prompt shows 2.5 s in; paused there, by keyboard, so the prompt stays.
      await page.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('heading', { name: 'How are you feeling?' }).waitFor();
      await page.evaluate(() => window.localStorage.setItem('stillpoint:timeScale', '4'));
      await page.locator('a.shell__link[href="/app/library"]').click();
      await page.getByRole('button', { name: 'Start Progressive Body Scan' }).click();
      await page.locator('[part="guidance"]').waitFor();
      await page.locator('[part~="pause"]').focus();
      await page.keyboard.press('Enter');
      await page.locator('[part~="resume"]').waitFor();

      const seen = () =>
        page.evaluate(async () => {
          // As it settles: the clearance a change just asked for is applied in the next frame (useToastClearance's
          // requestAnimationFrame, asked before this one) and its transition starts on the frame after; then a
          // transition running ends first.
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          await Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
              .map((animation) => animation.finished.catch(() => undefined)),
          );
          const box = (element: Element) => {
            const { left, top, right, bottom } = element.getBoundingClientRect();
            return { left: Math.round(left), top: Math.round(top), right: Math.round(right), bottom: Math.round(bottom) };
          };
          const toast = document.querySelector('.toast');
          const banner = document.querySelector('.offline-banner');
          const parts = ['title', 'ring', 'phase', 'detail', 'guidance', 'controls'];
          return {
            toast: toast ? box(toast) : null,
            banner: banner ? box(banner) : null,
            parts: Object.fromEntries(parts.map((part) => [part, box(document.querySelector(`[part~="${part}"]`)!)])),
            runner: box(document.querySelector('[part="runner"]')!),
            page: { width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight },
          };
        });
      type Box = { left: number; top: number; right: number; bottom: number };
      const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const expectClear = (shown: Awaited<ReturnType<typeof seen>>, when: string) => {
        for (const [part, box] of Object.entries(shown.parts)) {
          expect(overlaps(shown.toast!, box), `${width} px, ${when}: the toast ${JSON.stringify(shown.toast)} covers ${part} ${JSON.stringify(box)}`).toBe(false);
          if (shown.banner) expect(overlaps(shown.banner, box), `${width} px, ${when}: the banner covers ${part}`).toBe(false);
        }
        // Nothing scrolls: the runner is still the window's (under the banner when it shows).
        expect(shown.page, `${width} px, ${when}: the page's size`).toEqual({ width, height });
        expect(shown.runner, `${width} px, ${when}: the runner`).toEqual({ left: 0, top: shown.banner?.bottom ?? 0, right: width, bottom: height });
      };

      const withToast = await seen();
      expectClear(withToast, 'the storage toast over the paused guidance');
      await expectAccessible(page);

      await context.setOffline(true);
      await page.locator('.offline-banner').waitFor();
      const offline = await seen();
      expectClear(offline, 'offline too');
      // The banner over the runner wears its dark palette too, in either scheme: nothing light lands on the session.
      const banner = await page.locator('.offline-banner').evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(luminance(banner), `${width} px: the banner's background ${banner}`).toBeLessThan(0.05);

      // A finger closes it: its button is a full touch target, as every other control of the app.
      const close = await page.getByRole('button', { name: 'Dismiss notification' }).boundingBox();
      expect(Math.min(close!.width, close!.height), `${width} px: the toast's close button`).toBeGreaterThanOrEqual(44);
      // A screen reader finds it in the notification region; F8 takes the keyboard there, and the toast's own button closes it.
      await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Storage full or not allowed').count()).resolves.toBe(1);
      await page.keyboard.press('F8');
      for (let press = 0; press < 3 && !(await page.getByRole('button', { name: 'Dismiss notification' }).evaluate((button) => button === document.activeElement)); press += 1) {
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      await page.locator('.toast').waitFor({ state: 'detached' });
      const without = await seen();
      // The column moves only when a toast would cover it, and only as far as it must: beside the toast (desktop) it stays
      // where it was; above a phone's it rose to a few pixels over it and is back in the middle once it has gone.
      if (width === 1280) expect(without.parts).toEqual(offline.parts);
      else {
        expect(offline.toast!.top - offline.parts.controls!.bottom, 'the room between the controls and the toast').toBeLessThan(20);
        const above = without.parts.title!.top - without.runner.top;
        const below = without.runner.bottom - without.parts.controls!.bottom;
        expect(Math.abs(above - below), `the column centred again (${above} px above, ${below} px below)`).toBeLessThanOrEqual(2);
      }
      // The session waited, paused, under all of it.
      await page.locator('[part~="resume"]').waitFor();
    });
  }
});
