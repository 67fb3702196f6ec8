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
  await page.goto(`${server.url}/examples/plain-html/`);
  await page.locator('breath-session [part~="start"]').waitFor();
});

afterEach(async () => {
  await page?.close();
});

describe('plain HTML page with the script tag', () => {
  it('shows the runner under a strict Content-Security-Policy, with no console errors and no accessibility violations', async () => {
    await expect(page.locator('breath-session [part~="phase"]').textContent()).resolves.toBeTruthy();
    expect(await page.locator('breath-session [part~="start"]').textContent()).toBe('Start');
    expect(await accessibilityViolations(page, 'breath-session')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('runs a short session to the end; the page hears every event, bubbled from the element', async () => {
    // The page's own settings are four 16-second rounds; a test shortens them through the attributes.
    await page.locator('breath-session').evaluate((element) => {
      // A pattern is a custom technique's (with technique="box" it is refused): drop the technique.
      element.removeAttribute('technique');
      element.setAttribute('pattern', '1-1-1-0');
      element.setAttribute('rounds', '1');
    });
    await page.locator('breath-session [part~="start"]').click();
    await waitForEvent(page, 'session-complete', 'breath-session');
    await expect(page.locator('breath-session [part~="phase"]').textContent()).resolves.toBe('Session Complete');

    const events = await heardEvents(page);
    expect(events.map((event) => event.type)).toEqual(['session-start', 'session-phase-change', 'session-phase-change', 'session-phase-change', 'session-complete']);
    expect(events.every((event) => event.target === 'breath-session' && event.origin === 'breath-session')).toBe(true);
    expect(events[0]?.detail).toEqual({ kind: 'breathing', title: expect.any(String), total: 3000 });
    expect(events.slice(1, 4).map((event) => [event.detail.label, event.detail.start, event.detail.duration])).toEqual([
      ['Inhale', 0, 1000],
      ['Hold', 1000, 1000],
      ['Exhale', 2000, 1000],
    ]);
    expect(events[4]?.detail).toMatchObject({ kind: 'breathing', elapsed: 3000, total: 3000 });
    expect(await page.locator('#log li').count()).toBe(5);
    expect(errors).toEqual([]);
  });

  it('the element API in Chromium: start(), pause(), resume(), a move that keeps the session, an attribute change and stop() that end it saying why', async () => {
    const element = page.locator('breath-session');
    await element.evaluate((session: HTMLElement & { start(): void }) => session.start());
    await waitForEvent(page, 'session-phase-change', 'breath-session');
    await element.evaluate((session: HTMLElement & { pause(): void; status: string }) => session.pause());
    await waitForEvent(page, 'session-pause', 'breath-session');
    await expect(page.locator('breath-session [part~="resume"]').textContent()).resolves.toBe('Resume');
    await element.evaluate((session: HTMLElement & { resume(): void }) => session.resume());
    await waitForEvent(page, 'session-resume', 'breath-session');
    // Moved to the end of the page: the same session runs on, to its next phase, with no stop on the way.
    const phases = (events: Array<{ type: string }>) => events.filter((event) => event.type === 'session-phase-change').length;
    const before = phases(await heardEvents(page));
    await element.evaluate((session) => document.body.append(session));
    await page.waitForFunction(
      (count) => (window as unknown as { stillpointEvents: Array<{ type: string }> }).stillpointEvents.filter((event) => event.type === 'session-phase-change').length > count,
      before,
      { polling: 100 },
    );
    await expect(element.evaluate((session: HTMLElement & { status: string }) => session.status)).resolves.toBe('running');
    expect((await heardEvents(page)).map((event) => event.type)).not.toContain('session-stop');
    await element.evaluate((session) => session.setAttribute('rounds', '2'));
    await page.waitForFunction(() => (window as unknown as { stillpointEvents: Array<{ type: string }> }).stillpointEvents.filter((event) => event.type === 'session-stop').length === 1);
    await element.evaluate((session: HTMLElement & { start(): void }) => session.start());
    await page.waitForFunction(() => (window as unknown as { stillpointEvents: Array<{ type: string }> }).stillpointEvents.filter((event) => event.type === 'session-start').length === 2);
    await element.evaluate((session: HTMLElement & { stop(): void }) => session.stop());
    await page.waitForFunction(() => (window as unknown as { stillpointEvents: Array<{ type: string }> }).stillpointEvents.filter((event) => event.type === 'session-stop').length === 2);

    const events = (await heardEvents(page)).filter((event) => event.type !== 'session-phase-change');
    expect(events.map((event) => [event.type, event.detail.reason])).toEqual([
      ['session-start', undefined],
      ['session-pause', undefined],
      ['session-resume', undefined],
      ['session-stop', 'attributes'],
      ['session-start', undefined],
      ['session-stop', 'method'],
    ]);
    expect(events.every((event) => Object.values(event.detail).every((value) => typeof value !== 'number' || Number.isInteger(value)))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('fetches no audio code and nothing from any other host while sound is off', async () => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.reload();
    await page.locator('breath-session [part~="start"]').click();
    await endSession(page.locator('breath-session'));
    await waitForEvent(page, 'session-stop', 'breath-session');
    expect(requested.every((url) => url.startsWith(server.url))).toBe(true);
    // The script, the elements chunk it imports, and the page's own log script, in whichever order they come.
    const scripts = requested.filter((url) => url.endsWith('.js')).map((url) => new URL(url).pathname);
    expect(scripts).toHaveLength(3);
    expect(scripts).toEqual(
      expect.arrayContaining(['/widgets/dist/stillpoint-widgets.js', expect.stringMatching(/^\/widgets\/dist\/stillpoint-elements-[\w-]+\.js$/), '/examples/shared/event-log.js']),
    );
  });

  it('with sound on, fetches the audio chunk once, reads the sounds beside the script, and plays under the page\'s policy (worker-src blob:, connect-src \'self\')', async () => {
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.reload();
    await page.locator('breath-session').evaluate((element) => element.setAttribute('sound', ''));
    await page.locator('breath-session [part~="start"]').click();
    // The session starts once the audio engine is made (so its start bell is heard), and the engine
    // then fetches the session's sounds: by then every import of the chunk has been asked for.
    await waitForEvent(page, 'session-start', 'breath-session');
    await expect.poll(() => requested.some((path) => path.startsWith('/widgets/dist/sounds/') && path.endsWith('.ogg')), { timeout: 15_000 }).toBe(true);
    expect(requested).toContain('/widgets/dist/sounds/assets.json');
    expect(requested.filter((path) => path.includes('stillpoint-audio-'))).toHaveLength(1);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('does no harm when the script is loaded a second time from another URL (a second copy of the module)', async () => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    // A string, so the test runner leaves this import() alone; another URL is another module instance.
    await page.evaluate("import('/widgets/dist/stillpoint-widgets.js?second-copy').then(() => true)");
    expect(fetched.some((url) => url.endsWith('/widgets/dist/stillpoint-widgets.js?second-copy'))).toBe(true);
    await page.locator('breath-session').evaluate((element) => {
      // A pattern is a custom technique's (with technique="box" it is refused): drop the technique.
      element.removeAttribute('technique');
      element.setAttribute('pattern', '1-0-1-0');
      element.setAttribute('rounds', '1');
    });
    await page.locator('breath-session [part~="start"]').click();
    await waitForEvent(page, 'session-complete', 'breath-session');
    // One element, one set of events: the second copy registered nothing.
    expect((await heardEvents(page)).filter((event) => event.type === 'session-start')).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
