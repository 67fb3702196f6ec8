import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AXE_SOURCE, launchChromium } from '@stillpoint/test-support';
import { serveWidgetPages, type WidgetPages } from '../test-support/serveWidgetPages';

// The script-tag build in Chromium: the order of attribute changes and method calls, the reflecting
// properties, a meditation program's bells and segments as a host page hears them, the primary
// button under a host's accent, and what a page author is told about a misspelt attribute, two
// broken widgets and sound files a single-page app's fallback answers for.

const PAGE = '<!doctype html><html lang="en"><head><title>Widgets</title><script type="module" src="/w/stillpoint-widgets.js"></script></head><body></body></html>';
// The same page as a CMS writes it: the script's URL with a cache-busting query (WordPress adds ?ver=).
const VERSIONED_PAGE = PAGE.replace('/w/stillpoint-widgets.js', '/w/stillpoint-widgets.js?v=1.2');
// The page of the README's first example: the script from an npm CDN (jsDelivr's layout), where the
// widgets package has no sounds/ and the SDK's sounds are under the SDK's own version.
const CDN_WIDGETS = '/npm/@stillpoint/widgets@0.1.0/dist/';
const CDN_SDK_SOUNDS = '/npm/@stillpoint/sdk@0.1.0/sounds/';
const CDN_PAGE = PAGE.replace('/w/stillpoint-widgets.js', `${CDN_WIDGETS}stillpoint-widgets.js`);
const SDK_SOUNDS = fileURLToPath(new URL('../../sdk/sounds/', import.meta.url));
// What a single-page app's host answers for any path it has no file for: its index.html, status 200.
const SPA_INDEX = '<!doctype html><html lang="en"><head><title>App</title></head><body><div id="root"></div></body></html>';

let pages: WidgetPages;
let url: string;
let browser: Browser;
let page: Page;
let warnings: string[];
let errors: string[];

beforeAll(async () => {
  pages = await serveWidgetPages({
    // The CDN's layout: the widgets package's files (no sounds/ among them) and the SDK's sounds under its version.
    file: (path, built) =>
      path.startsWith(CDN_WIDGETS) && !path.startsWith(`${CDN_WIDGETS}sounds/`)
        ? join(built, path.slice(CDN_WIDGETS.length))
        : path.startsWith(CDN_SDK_SOUNDS)
          ? join(SDK_SOUNDS, path.slice(CDN_SDK_SOUNDS.length))
          : null,
    page: ({ pathname }) =>
      pathname.startsWith('/npm/') ? undefined : pathname === '/' ? PAGE : pathname === '/cdn' ? CDN_PAGE : pathname === '/versioned' ? VERSIONED_PAGE : SPA_INDEX,
  });
  url = pages.url;
  browser = await launchChromium(['--autoplay-policy=no-user-gesture-required']);
});

afterAll(async () => {
  await browser?.close();
  await pages?.close();
});

beforeEach(async () => {
  await page?.close();
  page = await browser.newPage();
  warnings = [];
  errors = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await page.waitForFunction(() => customElements.get('breath-session') && customElements.get('meditation-timer'));
});

/** Puts `html` in the page and waits until each element shows its runner (or its error). */
async function mount(html: string): Promise<void> {
  await page.evaluate((markup) => {
    document.body.innerHTML = markup;
  }, html);
  await page.waitForFunction(() =>
    [...document.body.querySelectorAll('breath-session, meditation-timer')].every((element) => element.shadowRoot?.querySelector('[part~="runner"]')),
  );
}

/** Sets an attribute and calls start() in one task, then returns the events up to the session's end (complete or stop). */
function attributeThenStart(tag: string, attribute: string, value: string): Promise<string[]> {
  return page.evaluate(
    ([selector, name, text]) =>
      new Promise<string[]>((resolve) => {
        const element = document.querySelector(selector) as HTMLElement & { start(): void };
        const heard: string[] = [];
        for (const type of ['session-start', 'session-phase-change', 'session-complete', 'session-stop']) {
          element.addEventListener(type, (event) => {
            const reason = (event as CustomEvent<{ reason?: string }>).detail.reason;
            heard.push(reason ? `${type} ${reason}` : type);
            if (type === 'session-complete' || type === 'session-stop') resolve(heard.filter((entry) => entry !== 'session-phase-change'));
          });
        }
        element.setAttribute(name, text);
        element.start();
      }),
    [tag, attribute, value] as const,
  );
}

describe('attribute changes and method calls apply in the order they were made', () => {
  it('setAttribute() then start() in one task starts the session the new attributes make; updateComplete waits for the update', async () => {
    await mount('<breath-session autostart="off" pattern="1-1-1-0" rounds="1"></breath-session><meditation-timer autostart="off" minutes="1" time-scale="600"></meditation-timer>');
    expect(await attributeThenStart('breath-session', 'time-scale', '20')).toEqual(['session-start', 'session-complete']);
    expect(await attributeThenStart('meditation-timer', 'zen', '')).toEqual(['session-start', 'session-complete']);
    // A property set, then updateComplete: the element shows the new session (idle, 2 rounds).
    const shown = await page.evaluate(async () => {
      const element = document.querySelector('breath-session')!;
      element.rounds = 2;
      const settled = await element.updateComplete;
      return { settled, status: element.status, title: element.shadowRoot?.querySelector('[part~="round"]')?.textContent ?? '' };
    });
    expect(shown).toEqual({ settled: true, status: 'idle', title: expect.stringContaining('of 2') });
    expect(errors).toEqual([]);
  });
});

describe('every attribute has a reflecting property', () => {
  it('reads and writes each attribute, typed: numbers as numbers, flags as booleans with their defaults', async () => {
    await mount('<breath-session autostart="off" technique="box" rounds="3" visual-guide="wave"></breath-session><meditation-timer autostart="off" bell-interval="5"></meditation-timer>');
    const read = await page.evaluate(() => {
      const breath = document.querySelector('breath-session')!;
      const timer = document.querySelector('meditation-timer')!;
      const before = {
        technique: breath.technique,
        rounds: breath.rounds,
        visualGuide: breath.visualGuide,
        sound: breath.sound,
        autostart: breath.autostart,
        timeScale: breath.timeScale,
        minutes: breath.minutes,
        bellInterval: timer.bellInterval,
        bells: timer.bells,
        zen: timer.zen,
      };
      breath.rounds = 4;
      breath.cueSound = 'gong_soft';
      breath.sound = true;
      breath.autostart = false;
      breath.visualGuide = undefined;
      timer.zen = true;
      timer.bellType = 'crystal-bell';
      timer.bells = false;
      const attributes = (element: Element) => Object.fromEntries(element.getAttributeNames().map((name) => [name, element.getAttribute(name)]));
      return { before, breath: attributes(breath), timer: attributes(timer), after: { rounds: breath.rounds, sound: breath.sound, zen: timer.zen, bells: timer.bells } };
    });
    expect(read.before).toEqual({
      technique: 'box',
      rounds: 3,
      visualGuide: 'wave',
      sound: false,
      autostart: false,
      timeScale: undefined,
      minutes: undefined,
      bellInterval: 5,
      bells: undefined,
      zen: false,
    });
    expect(read.breath).toEqual({ autostart: 'off', technique: 'box', rounds: '4', 'cue-sound': 'gong_soft', sound: '' });
    expect(read.timer).toEqual({ autostart: 'off', 'bell-interval': '5', zen: '', 'bell-type': 'crystal-bell', bells: 'off' });
    expect(read.after).toEqual({ rounds: 4, sound: true, zen: true, bells: false });
  });
});

describe('<meditation-timer program>: the bells and segments a host page logs', () => {
  // The example: sit 3 (bells at 1 and 2 minutes), walk 2, sit 4 (a bell every minute and 2 at random).
  const PROGRAM =
    '{"segments":[{"kind":"sit","minutes":3,"bells":{"at":[1,2]}},{"kind":"walk","minutes":2},{"kind":"sit","minutes":4,"bells":{"every":1,"random":{"count":2}}}]}';
  const SCALE = 60;
  const MINUTE = 60_000;

  it('rings every bell at its planned session time (within 50 ms), says which segment and what bell, and announces each segment as it begins', async () => {
    type Heard = { type: string; detail: Record<string, unknown>; real: number };
    const heard = await page.evaluate(
      ([program, scale]) =>
        new Promise<Heard[]>((resolve) => {
          const log: Heard[] = [];
          let started = 0;
          for (const type of ['session-start', 'session-phase-change', 'session-bell', 'session-complete']) {
            // On document: the events bubble out of the element and cross its shadow root.
            document.addEventListener(type, (event) => {
              log.push({ type, detail: (event as CustomEvent).detail, real: performance.now() - started });
              if (type === 'session-complete') resolve(log);
            });
          }
          const timer = document.createElement('meditation-timer');
          timer.setAttribute('program', program);
          timer.setAttribute('time-scale', String(scale));
          // The page's count starts before the element can start its run, so a bell heard at a
          // count short of its time was heard early.
          started = performance.now();
          document.body.append(timer);
        }),
      [PROGRAM, SCALE] as const,
    );

    const phases = heard.filter((event) => event.type === 'session-phase-change').map(({ detail }) => [detail.segment, detail.kind, detail.label, detail.start]);
    expect(phases).toEqual([
      [0, 'sit', 'Sit', 0],
      [1, 'walk', 'Walk', 3 * MINUTE],
      [2, 'sit', 'Sit', 5 * MINUTE],
    ]);

    const bells = heard.filter((event) => event.type === 'session-bell');
    const planned = [
      { at: 0, segment: 0, kind: 'sit', bell: 'segment-start' },
      { at: 1 * MINUTE, segment: 0, kind: 'sit', bell: 'at' },
      { at: 2 * MINUTE, segment: 0, kind: 'sit', bell: 'at' },
      { at: 3 * MINUTE, segment: 1, kind: 'walk', bell: 'segment-start' },
      { at: 5 * MINUTE, segment: 2, kind: 'sit', bell: 'segment-start' },
      { at: 6 * MINUTE, segment: 2, kind: 'sit', bell: 'every' },
      { at: 7 * MINUTE, segment: 2, kind: 'sit', bell: 'every' },
      { at: 8 * MINUTE, segment: 2, kind: 'sit', bell: 'every' },
      { at: 9 * MINUTE, segment: 2, kind: 'sit', bell: 'end' },
    ];
    const fixed = bells.filter(({ detail }) => detail.bell !== 'random').map(({ detail }) => detail);
    expect(fixed).toEqual(planned.map((bell) => ({ ...bell, at: expect.any(Number) })));
    fixed.forEach((bell, i) => expect(Math.abs((bell.at as number) - planned[i]!.at), `bell ${i}`).toBeLessThanOrEqual(50));
    // The random bells: in the last segment, out of its first and last minute, a minute apart (one
    // that falls on a minute's "every" bell rings as that bell).
    const random = bells.filter(({ detail }) => detail.bell === 'random').map(({ detail }) => detail);
    expect(random.length).toBeGreaterThanOrEqual(1);
    expect(random.length).toBeLessThanOrEqual(2);
    for (const bell of random) {
      expect(bell).toMatchObject({ segment: 2, kind: 'sit' });
      expect(bell.at).toBeGreaterThanOrEqual(6 * MINUTE);
      expect(bell.at).toBeLessThanOrEqual(8 * MINUTE);
    }
    if (random.length === 2) expect((random[1]!.at as number) - (random[0]!.at as number)).toBeGreaterThanOrEqual(MINUTE);
    // Every bell in time order, each heard when its time came on the page's clock, not before.
    const times = bells.map(({ detail }) => detail.at as number);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const { detail, real } of bells) expect(real * SCALE, `bell at ${String(detail.at)}`).toBeGreaterThanOrEqual((detail.at as number) - 50);
    expect(heard.at(-1)?.detail).toMatchObject({ elapsed: 9 * MINUTE, total: 9 * MINUTE });
    expect(errors).toEqual([]);
  });
});

describe('the primary button under a host\'s accent', () => {
  it('derives its text and hover from --sp-accent: no mint hover, no contrast failure on an orange accent', async () => {
    await mount('<breath-session autostart="off" style="--sp-accent: #c2410c"></breath-session>');
    const start = page.locator('breath-session [part~="start"]');
    const colours = () => start.evaluate((button) => ({ background: getComputedStyle(button).backgroundColor, color: getComputedStyle(button).color }));
    const resting = await colours();
    expect(resting.background).toBe('rgb(194, 65, 12)');
    await start.hover();
    await page.waitForFunction(() => {
      const button = document.querySelector('breath-session')!.shadowRoot!.querySelector('[part~="start"]')!;
      return getComputedStyle(button).backgroundColor !== 'rgb(194, 65, 12)';
    });
    const hovered = await colours();
    expect(hovered.background).not.toBe('rgb(167, 230, 216)');
    await page.evaluate(AXE_SOURCE);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(context: string, options: object): Promise<{ violations: Array<{ id: string }> }> } }).axe;
      return (await axe.run('breath-session', { runOnly: ['color-contrast'] })).violations.map((violation) => violation.id);
    });
    expect(violations).toEqual([]);
    // And a host can name both outright.
    await page.locator('breath-session').evaluate((element) => element.setAttribute('style', '--sp-accent: #1d4ed8; --sp-on-accent: #fefefe; --sp-accent-hover: #1e3a8a'));
    expect(await colours()).toEqual({ background: 'rgb(30, 58, 138)', color: 'rgb(254, 254, 254)' });
  });
});

describe('what a page author is told', () => {
  it('a misspelt attribute is named in one warning with the nearest valid name; HTML\'s own and data- or aria- attributes are not', async () => {
    await mount('<breath-session autostart="off" round="3" data-id="a" aria-describedby="x" id="b" class="c" title="d"></breath-session><meditation-timer autostart="off" bell-intervall="5" style="color: red" lang="en"></meditation-timer>');
    await expect.poll(() => warnings.filter((text) => text.includes('[stillpoint]')).length).toBe(2);
    // One per element, in whichever order the two checks finish (each fetches the check's chunk).
    expect(warnings.filter((text) => text.includes('[stillpoint]')).sort()).toEqual([
      '[stillpoint] <breath-session> has no attribute "round"; it is ignored. Did you mean rounds?',
      '[stillpoint] <meditation-timer> has no attribute "bell-intervall"; it is ignored. Did you mean bell-interval?',
    ]);
  });

  it('two widgets that cannot start are regions with distinct names (no landmark shares its name)', async () => {
    await mount('<breath-session rounds="50"></breath-session><breath-session rounds="60"></breath-session>');
    const names = await page.evaluate(() => [...document.querySelectorAll('breath-session')].map((element) => element.shadowRoot!.querySelector('[part~="runner"]')!.getAttribute('aria-label')));
    expect(names[0]).toBe('Breathing session');
    expect(new Set(names).size).toBe(2);
    await page.evaluate(AXE_SOURCE);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: Array<{ id: string }> }> } }).axe;
      return (await axe.run(document)).violations.map((violation) => violation.id);
    });
    expect(violations).not.toContain('landmark-unique');
  });

  it('sound files a single-page app\'s fallback answers with its HTML: one warning naming the URL, no JSON parse error', async () => {
    await mount('<breath-session autostart="off" sound sound-base-url="/app/sounds/"></breath-session><breath-session autostart="off" sound sound-base-url="/app/sounds/"></breath-session>');
    await page.evaluate(() => document.querySelectorAll('breath-session').forEach((element) => element.start()));
    await expect.poll(() => warnings.filter((text) => text.includes('assets.json')).length, { timeout: 20_000 }).toBeGreaterThan(0);
    // Both sessions running is when both widgets have read (or given up on) the manifest.
    await page.waitForFunction(() => [...document.querySelectorAll('breath-session')].every((element) => element.status === 'running'), undefined, { timeout: 20_000 });
    const audio = warnings.filter((text) => /audio|sound/i.test(text));
    expect(audio).toEqual([`Stillpoint audio: /app/sounds/assets.json answered with an HTML page (text/html), not the sound manifest: no sounds are there (a single-page app answers every missing file with its index.html). The built-in generators will play.`]);
    expect([...warnings, ...errors].join('\n')).not.toContain('Unexpected token');
  });
});

describe('the dimmed screen', () => {
  for (const tag of ['breath-session', 'meditation-timer'] as const) {
    it(`<${tag}>: a finger's tap where End Session sits only brightens it; the session runs on and no session-stop comes`, async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      const phone = await context.newPage();
      try {
        await phone.goto(url);
        await phone.evaluate((name) => {
          const element = document.createElement(name);
          // 120 s without a tap dims it: 2 s on a clock 60 times faster.
          element.setAttribute('time-scale', '60');
          // The longest each element takes (30 and 60 minutes) is 30 s and 60 s here: the session outlasts the taps even
          // on a loaded machine, where half a minute may pass before the last of them.
          element.setAttribute('minutes', name === 'breath-session' ? '30' : '60');
          const heard: string[] = [];
          (window as unknown as { heard: string[] }).heard = heard;
          element.addEventListener('session-stop', () => heard.push('session-stop'));
          document.body.append(element);
        }, tag);
        const end = phone.locator(tag).getByRole('button', { name: 'End Session' });
        const box = (await end.boundingBox())!;
        await phone.locator(`${tag} [part="dim"]`).waitFor();
        await phone.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        await phone.locator(`${tag} [part="dim"]`).waitFor({ state: 'detached' });
        // A later tap, heard after everything the first one set off: Pause answers it.
        await phone.locator(tag).getByRole('button', { name: 'Pause' }).tap();
        await phone.locator(tag).getByRole('button', { name: 'Resume' }).waitFor();
        expect(await phone.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual([]);
        expect(await end.isVisible()).toBe(true);
      } finally {
        await context.close();
      }
    });
  }
});

describe('the script loaded with a cache-busting query', () => {
  it('stillpoint-widgets.js?v=1.2 with sound on and a program: every chunk it loads shares its one module instance', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.push(pathname + search);
    });
    await page.goto(`${url}versioned`);
    await page.waitForFunction(() => customElements.get('breath-session') && customElements.get('meditation-timer'));
    const program = JSON.stringify({ segments: [{ kind: 'sit', minutes: 1 }] });
    await mount(`<breath-session autostart="off" sound pattern="1-1-1-0" rounds="1"></breath-session><meditation-timer autostart="off" program='${program}'></meditation-timer>`);
    await page.evaluate(() => document.querySelector('breath-session')!.start());
    // The session starts once the audio engine is made: by then the audio chunk and its imports were fetched.
    await page.waitForFunction(() => document.querySelector('breath-session')!.status === 'running', undefined, { timeout: 20_000 });
    expect(scripts.some((path) => path.includes('stillpoint-audio-'))).toBe(true);
    expect(scripts.some((path) => path.includes('stillpoint-programCheck-'))).toBe(true);
    // The entry once, as the page asked for it: no chunk imports it again under its bare name.
    expect(scripts.filter((path) => path.startsWith('/w/stillpoint-widgets.js'))).toEqual(['/w/stillpoint-widgets.js?v=1.2']);
    expect(new Set(scripts).size).toBe(scripts.length);
    expect(errors).toEqual([]);
  });
});

describe('the keyboard after End Session', () => {
  for (const tag of ['breath-session', 'meditation-timer'] as const) {
    it(`<${tag}>: End Session, then End now, leaves the focus on Start again, where Enter starts a new session`, async () => {
      await mount(`<${tag} autostart="off" minutes="20"></${tag}>`);
      const element = page.locator(tag);
      const focused = () => element.evaluate((host) => (document.activeElement === host ? host.shadowRoot?.activeElement?.textContent ?? '' : `outside: ${document.activeElement?.tagName}`));
      await element.getByRole('button', { name: 'Start' }).focus();
      await page.keyboard.press('Enter');
      await element.getByRole('button', { name: 'Pause' }).waitFor();
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('End Session');
      await page.keyboard.press('Enter');
      expect(await focused()).toBe('Keep going');
      await page.keyboard.press('Shift+Tab');
      expect(await focused()).toBe('End now');
      await page.keyboard.press('Enter');
      await element.getByRole('button', { name: 'Start again' }).waitFor();
      await expect.poll(focused).toBe('Start again');
      // What the element shows and what `status` says in the first task after the press: a host reading it then (a
      // timer, a redraw) must meet the new run, not the one that ended.
      await element.evaluate((host: HTMLElement & { status: string }) => {
        const shown = () => (host.shadowRoot!.querySelector('[part~="pause"]') ? 'Pause' : 'no Pause');
        (window as { firstTaskAfterPress?: Promise<string> }).firstTaskAfterPress = new Promise<string>((resolve) => {
          host.shadowRoot!.addEventListener('click', () => setTimeout(() => resolve(`${shown()}, ${host.status}`)), { capture: true, once: true });
        });
      });
      await page.keyboard.press('Enter');
      await element.getByRole('button', { name: 'Pause' }).waitFor();
      expect(await page.evaluate(() => (window as { firstTaskAfterPress?: Promise<string> }).firstTaskAfterPress)).toBe('Pause, running');
      expect(await element.evaluate((host: HTMLElement & { status: string }) => host.status)).toBe('running');
    });
  }
});

describe('what session-complete and session-stop tell the page about the sit', () => {
  /**
   * Listens for `types` on each element of the page (on `document` when there is none yet) and keeps
   * each event's type and detail on window.heard. A page that must hear a removed element's
   * session-stop listens on the element: once removed, its events no longer reach `document`.
   */
  const listen = (types: readonly string[]) =>
    page.evaluate((names) => {
      const heard: Array<{ type: string; detail: Record<string, unknown> }> = [];
      (window as unknown as { heard: typeof heard }).heard = heard;
      const elements = [...document.querySelectorAll('breath-session, meditation-timer')];
      for (const target of elements.length > 0 ? elements : [document]) {
        for (const type of names) target.addEventListener(type, (event) => heard.push({ type, detail: (event as CustomEvent<Record<string, unknown>>).detail }));
      }
    }, types);
  const heard = () => page.evaluate(() => (window as unknown as { heard: Array<{ type: string; detail: Record<string, unknown> }> }).heard);
  const isoTime = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

  it('<breath-session> completes with its technique, its config and when it started, beside the time it took', async () => {
    await listen(['session-start', 'session-complete']);
    const before = Date.now();
    await mount('<breath-session autostart="off" technique="box" rounds="1" time-scale="20"></breath-session>');
    await page.evaluate(() => document.querySelector('breath-session')!.start());
    await expect.poll(async () => (await heard()).map((event) => event.type), { timeout: 20_000 }).toEqual(['session-start', 'session-complete']);
    const [, complete] = await heard();
    expect(complete?.detail).toEqual({
      kind: 'breathing',
      title: 'Box Breathing',
      elapsed: 16_000,
      total: 16_000,
      preset: 'box',
      config: expect.objectContaining({ technique: 'box', duration: { type: 'rounds', value: 1 }, customPattern: { inhale: 4, hold: 4, exhale: 4, holdAfterExhale: 4 } }),
      startedAt: isoTime,
    });
    const startedAt = Date.parse(complete!.detail.startedAt as string);
    expect(startedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(startedAt).toBeLessThanOrEqual(Date.now());
    expect(errors).toEqual([]);
  });

  it('<meditation-timer> stopped by stop(), and one removed from the page mid-sit (a single-page app changing route): session-stop with its preset, config and start', async () => {
    await mount('<meditation-timer preset="body-scan" time-scale="10" autostart="off"></meditation-timer><breath-session technique="4-7-8" rounds="2" autostart="off"></breath-session>');
    await listen(['session-start', 'session-stop']);
    await page.evaluate(() => document.querySelectorAll<HTMLElement & { start(): void }>('breath-session, meditation-timer').forEach((element) => element.start()));
    await expect.poll(async () => (await heard()).length, { timeout: 20_000 }).toBe(2);
    await page.evaluate(() => {
      document.querySelector('meditation-timer')!.stop();
      document.querySelector('breath-session')!.remove();
    });
    await expect.poll(async () => (await heard()).length, { timeout: 20_000 }).toBe(4);
    const stops = (await heard()).filter((event) => event.type === 'session-stop').map((event) => event.detail);
    expect(stops).toEqual([
      expect.objectContaining({ kind: 'meditation', reason: 'method', preset: 'body-scan', config: expect.objectContaining({ preset: 'body-scan', type: 'body-scan', duration: 15 }), startedAt: isoTime }),
      expect.objectContaining({ kind: 'breathing', reason: 'removed', preset: '4-7-8', config: expect.objectContaining({ technique: '4-7-8', duration: { type: 'rounds', value: 2 } }), startedAt: isoTime }),
    ]);
    expect(stops.every((detail) => typeof detail.elapsed === 'number' && (detail.elapsed as number) > 0)).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('the script from an npm CDN, as the README\'s first example loads it', () => {
  it('with sound on and no sound-base-url, reads the matching SDK version\'s sounds on the same CDN: nothing 404s', async () => {
    const requested: string[] = [];
    const failed: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto(`${url}cdn`);
    await page.waitForFunction(() => customElements.get('breath-session'));
    await mount('<breath-session autostart="off" sound pattern="1-1-1-0" rounds="1"></breath-session>');
    await page.evaluate(() => document.querySelector('breath-session')!.start());
    await expect.poll(() => requested.some((path) => path.startsWith(CDN_SDK_SOUNDS) && path.endsWith('.ogg')), { timeout: 20_000 }).toBe(true);
    expect(requested).toContain(`${CDN_SDK_SOUNDS}assets.json`);
    expect(requested.filter((path) => path.includes('/sounds/') && !path.startsWith(CDN_SDK_SOUNDS))).toEqual([]);
    expect(failed).toEqual([]);
    expect(warnings.filter((text) => /sound|audio/i.test(text))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
