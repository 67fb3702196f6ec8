import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations, endSession, launchChromium, pageErrors, serveStatic, type StaticServer } from '@stillpoint/test-support';
import { examplesDir } from '../test/builds';
import { heardEvents, waitForEvent } from '../test/pageEvents';

let server: StaticServer;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  server = await serveStatic({ '/examples/': examplesDir, '/widgets/dist/': inject('widgetScriptDir') });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  page = await browser.newPage();
  errors = pageErrors(page);
  await page.goto(`${server.url}/examples/partner-page/`);
  // Playwright's CSS selectors pierce open shadow roots, the partner card's included.
  await page.locator('breath-session [part~="start"]').waitFor();
  await page.locator('partner-card meditation-timer [part~="start"]').waitFor();
});

afterEach(async () => {
  await page?.close();
});

describe('partner page with both widgets', () => {
  it('shows both runners with the partner\'s theme, no console errors and no accessibility violations', async () => {
    const background = (selector: string) =>
      page.locator(selector).evaluate((element) => getComputedStyle(element).backgroundColor);
    // The page sets --sp-bg: #1e3a2f on both; the runner inside each shadow root takes it.
    expect(await background('breath-session [part~="runner"]')).toBe('rgb(30, 58, 47)');
    expect(await background('partner-card meditation-timer [part~="runner"]')).toBe('rgb(30, 58, 47)');
    // ::part() styles from the page reach inside.
    expect(await page.locator('breath-session [part~="title"]').evaluate((element) => getComputedStyle(element).textTransform)).toBe('uppercase');
    expect(await page.locator('partner-card meditation-timer [part~="time"]').textContent()).toBe('10:00');
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('runs both to the end; events from inside the partner\'s shadow root reach the page, retargeted', async () => {
    await page.locator('breath-session').evaluate((element) => {
      element.setAttribute('pattern', '1-0-6-0');
      element.setAttribute('rounds', '1');
    });
    // A 1-minute meditation on the accelerated clock (time-scale, documented for demos and tests).
    await page.locator('partner-card meditation-timer').evaluate((element) => {
      element.setAttribute('minutes', '1');
      element.setAttribute('time-scale', '30');
    });
    await page.locator('breath-session [part~="start"]').click();
    await waitForEvent(page, 'session-start', 'breath-session');
    await page.locator('partner-card meditation-timer [part~="start"]').click();
    await waitForEvent(page, 'session-start', 'meditation-timer');
    await waitForEvent(page, 'session-complete', 'breath-session');
    await waitForEvent(page, 'session-complete', 'meditation-timer');

    const events = await heardEvents(page);
    const breathing = events.filter((event) => event.origin === 'breath-session');
    const meditation = events.filter((event) => event.origin === 'meditation-timer');
    // physiological-sigh: inhale, second inhale (1 s), the 6 s exhale; the pattern sets the inhale.
    expect(breathing.map((event) => event.type)).toEqual([
      'session-start',
      ...Array<string>(3).fill('session-phase-change'),
      'session-complete',
    ]);
    expect(breathing.filter((event) => event.type === 'session-phase-change').map((event) => [event.detail.label, event.detail.duration])).toEqual([
      ['Inhale', 1000],
      ['Second Inhale', 1000],
      ['Exhale', 6000],
    ]);
    expect(breathing.every((event) => event.target === 'breath-session')).toBe(true);

    expect(meditation.map((event) => event.type)).toEqual(['session-start', 'session-phase-change', 'session-complete']);
    // The listener on document sees the partner card (the shadow host) as the target: the event
    // crossed its shadow root.
    expect(meditation.every((event) => event.target === 'partner-card')).toBe(true);
    expect(meditation[0]?.detail).toEqual({ kind: 'meditation', title: '1 min Meditation', total: 60_000 });
    // The end's record of the sit: which preset, its config, when it started (the README's way to save a sit).
    expect(meditation[2]?.detail).toEqual({
      kind: 'meditation',
      title: '1 min Meditation',
      elapsed: 60_000,
      total: 60_000,
      preset: expect.any(String),
      config: expect.objectContaining({ duration: 1 }),
      startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
    });
    expect(await page.locator('partner-card meditation-timer [part~="phase"]').textContent()).toBe('Session Complete');
    expect(errors).toEqual([]);
  });

  it('End Session stops a run early and the page hears session-stop', async () => {
    await page.locator('partner-card meditation-timer [part~="start"]').click();
    await endSession(page.locator('partner-card meditation-timer'));
    await waitForEvent(page, 'session-stop', 'meditation-timer');
    const stop = (await heardEvents(page)).find((event) => event.type === 'session-stop');
    expect(stop?.detail).toMatchObject({ kind: 'meditation', total: 600_000 });
    expect(Number(stop?.detail.elapsed)).toBeLessThan(600_000);
  });
});
