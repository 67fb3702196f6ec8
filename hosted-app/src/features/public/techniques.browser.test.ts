import { describe, expect, it } from 'vitest';
import { endSession, expectAccessible, expectAccessibleInBothSchemes, fastClock, hostedAppPerFile, type TestPage } from '@stillpoint/test-support/app';
import { TECHNIQUE_PAGES } from './techniquePages';

const app = hostedAppPerFile();
let tab: TestPage;

/** A page as a crawler gets it: the HTML alone, no JavaScript run; its text with HTML's escapes undone. */
async function fetchPage(path: string) {
  const response = await fetch(`${app.hosted.origin}${path}`, { headers: { Accept: 'text/html' } });
  const html = await response.text();
  const text = html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  return { status: response.status, html, text };
}

const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);

/** Every request the page makes that does not go to our own origin (data: and blob: URLs are the page's own). */
function foreignRequests(test: TestPage): string[] {
  const foreign: string[] = [];
  test.page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${app.hosted.origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  return foreign;
}

describe('the technique pages, prerendered for crawlers', () => {
  it('one per catalog technique, box and coherent at their spec addresses', () => {
    const paths = TECHNIQUE_PAGES.map((page) => page.path);
    expect(paths).toContain('/techniques/box-breathing');
    expect(paths).toContain('/techniques/coherent-breathing');
    expect(new Set(paths).size).toBe(9);
  });

  it('serve each page as HTML: heading, the catalog steps and background, title, canonical and HowTo structured data', async () => {
    for (const { preset, path } of TECHNIQUE_PAGES) {
      const { status, html, text } = await fetchPage(path);
      expect(status, path).toBe(200);
      expect(text, path).toContain(`<h1 id="technique-heading">${preset.name}</h1>`);
      expect(text, path).toContain(`<title>${preset.name}: how to do it, step by step | Stillpoint</title>`);
      expect(html, path).toContain(`<link rel="canonical" href="https://stillpoint.app${path}"/>`);
      for (const phase of preset.phases) expect(text, path).toContain(phase.detail);
      for (const section of [preset.education.how, preset.education.why, preset.education.science]) expect(text, path).toContain(section);
      expect(text, path).toContain(`Start ${preset.name}`);
      expect(text, path).toContain('Get Full Access');
      const howTo = jsonLd(html).find((data) => data['@type'] === 'HowTo');
      expect(howTo, path).toMatchObject({ '@context': 'https://schema.org', name: `How to do ${preset.name}` });
      expect((howTo?.step as Array<{ name: string; text: string }>).map((step) => step.name), path).toEqual(preset.phases.map((phase) => phase.name));
    }
  });

  it('put the safety note before Start on a technique with rapid breathing or a breath hold of its own (its plan says so), on no other', async () => {
    expect(TECHNIQUE_PAGES.filter((page) => page.safetyNote).map((page) => page.preset.id)).toEqual(['deep-reset']);
    for (const { preset, path, safetyNote } of TECHNIQUE_PAGES) {
      const { text } = await fetchPage(path);
      const note = text.indexOf('class="technique-safety"');
      if (!safetyNote) {
        expect(note, path).toBe(-1);
        continue;
      }
      expect(note, path).toBeGreaterThan(0);
      expect(text.indexOf(safetyNote, note), path).toBeGreaterThan(note);
      expect(note, path).toBeLessThan(text.indexOf(`Start ${preset.name}`));
    }
    expect(TECHNIQUE_PAGES.find((page) => page.preset.id === 'deep-reset')?.safetyNote).toMatch(/never in water or while driving/);
  });

  it('answer a technique the catalog does not have with the 404 page and status 404', async () => {
    for (const path of ['/techniques/no-such-breathing', '/techniques/box', '/techniques']) {
      const { status, html } = await fetchPage(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('404 Page Not Found');
    }
    tab = await app.open();
    await tab.page.goto(`${app.hosted.origin}/techniques/no-such-breathing`);
    await tab.page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });

  it('serve the silent timer page as HTML with its title, description and canonical', async () => {
    const { status, html } = await fetchPage('/meditation');
    expect(status).toBe(200);
    expect(html).toContain('<title>Silent meditation timer | Stillpoint</title>');
    expect(html).toContain('<link rel="canonical" href="https://stillpoint.app/meditation"/>');
    expect(html).toMatch(/<meta name="description" content="A free, silent meditation timer/);
    expect(html.replace(/<!-- -->/g, '')).toContain('Start 10 minute sit');
  });
});

describe('a technique page, for a visitor', () => {
  it('runs a <breath-session> in place; End Session brings the page back with focus on Start; axe before and during, light and dark', async () => {
    tab = await app.open({ width: 390 });
    const foreign = foreignRequests(tab);
    const { page } = tab;
    await page.goto(`${app.hosted.origin}/techniques/box-breathing`);
    const start = page.getByRole('button', { name: 'Start Box Breathing' });
    await expectAccessibleInBothSchemes(page);
    await start.click();
    const session = page.locator('breath-session');
    await expect(session.getAttribute('technique')).resolves.toBe('box');
    await page.locator('breath-session [part="phase"]').filter({ hasText: /Inhale|Hold|Exhale/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/techniques/box-breathing');
    await expect(page.getByRole('heading', { name: 'How it works' }).count()).resolves.toBe(0);
    await expectAccessibleInBothSchemes(page);
    await endSession(page);
    await start.waitFor();
    // Stopped, not finished: nothing was done to invite anyone on from.
    await expect(page.getByRole('status').filter({ hasText: 'You just breathed' }).count()).resolves.toBe(0);
    await page.getByRole('heading', { name: 'How it works' }).waitFor();
    await expect(session.count()).resolves.toBe(0);
    await expect(start.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    expect(foreign).toEqual([]);
  });

  it('runs a session to its end, with its sounds from our own origin, then the page is back with a quiet invitation to the trial', async () => {
    tab = await app.open();
    const foreign = foreignRequests(tab);
    const sounds: string[] = [];
    tab.page.on('request', (request) => new URL(request.url()).pathname.startsWith('/sounds/') && sounds.push(request.url()));
    const logged: string[] = [];
    tab.page.on('request', (request) => request.url().includes('/api/sessions') && logged.push(request.url()));
    // Coherent breathing's visitor try is 2 minutes: 30 times faster, 4 s.
    await fastClock(tab.page, 30);
    await tab.page.goto(`${app.hosted.origin}/techniques/coherent-breathing`);
    const start = tab.page.getByRole('button', { name: 'Start Coherent Breathing' });
    await start.click();
    await tab.page.locator('breath-session [part="phase"]').filter({ hasText: /Inhale|Exhale/ }).waitFor();
    await start.waitFor({ timeout: 30_000 });
    await tab.page.getByRole('heading', { name: 'Background' }).waitFor();
    await expect(start.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    // A finished session is met by a quiet invitation on the first screen: what was done, and that the trial keeps it.
    const invitation = tab.page.getByRole('status').filter({ hasText: 'You just breathed 2 minutes of Coherent Breathing.' });
    await expect(invitation.innerText()).resolves.toContain('The 14-day free trial keeps a history of every session');
    const trial = invitation.getByRole('link', { name: 'Start your 14-day free trial' });
    await expect(trial.getAttribute('href')).resolves.toBe('/auth?mode=signup');
    const box = await invitation.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(tab.page.viewportSize()!.height);
    expect(sounds.length).toBeGreaterThan(0);
    expect(foreign).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('Try Free and Get Full Access are links to sign up: Create account opens there', async () => {
    tab = await app.open();
    await tab.page.goto(`${app.hosted.origin}/techniques/physiological-sigh`);
    for (const name of ['Get Full Access', 'Try Free']) await expect(tab.page.getByRole('link', { name, exact: true }).getAttribute('href')).resolves.toBe('/auth?mode=signup');
    await tab.page.getByRole('link', { name: 'Get Full Access' }).click();
    await tab.page.getByRole('dialog', { name: 'Create account' }).waitFor();
    expect(new URL(tab.page.url()).pathname).toBe('/auth');
  });

  it('on a phone four times slower, a tap on Start answers at once: the button pressed and the island over the page, then the runner', async () => {
    tab = await app.open({ width: 390, hasTouch: true });
    const cdp = await tab.page.context().newCDPSession(tab.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await tab.page.goto(`${app.hosted.origin}/techniques/box-breathing`);
    await tab.page.waitForLoadState('networkidle');
    // Seen from the page itself: what the tap changed before the browser's next frame (the element's module not yet there).
    await tab.page.evaluate(() => {
      const start = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Start Box Breathing')!;
      start.addEventListener('click', () => requestAnimationFrame(() => {
        (window as unknown as { atNextFrame: unknown }).atNextFrame = {
          pressed: start.getAttribute('aria-busy'),
          island: document.querySelector('.session-island')?.getAttribute('aria-label') ?? null,
          focused: document.activeElement?.textContent ?? null,
        };
      }));
    });
    await tab.page.getByRole('button', { name: 'Start Box Breathing' }).tap();
    await expect.poll(() => tab.page.evaluate(() => (window as unknown as { atNextFrame?: unknown }).atNextFrame), { timeout: 10_000 }).toEqual({
      pressed: 'true',
      island: 'Box Breathing session',
      focused: 'Box Breathing session',
    });
    await tab.page.locator('breath-session [part="phase"]').filter({ hasText: /Inhale|Hold|Exhale/ }).waitFor();
  });

  it('links to the other techniques, each page with its own content', async () => {
    tab = await app.open();
    await tab.page.goto(`${app.hosted.origin}/techniques/box-breathing`);
    await tab.page.getByRole('navigation', { name: 'More breathing techniques' }).getByRole('link', { name: 'Coherent Breathing' }).click();
    await tab.page.getByRole('heading', { level: 1, name: 'Coherent Breathing' }).waitFor();
    expect(new URL(tab.page.url()).pathname).toBe('/techniques/coherent-breathing');
    await tab.page.getByRole('button', { name: 'Start Coherent Breathing' }).waitFor();
    await expect(tab.page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe('https://stillpoint.app/techniques/coherent-breathing');
  });
});

describe('the silent timer, for a visitor', () => {
  it('runs a <meditation-timer> of the chosen length in place, then the page is back; axe before and during', async () => {
    tab = await app.open({ width: 390 });
    const foreign = foreignRequests(tab);
    // Five minutes, 60 times faster: 5 s.
    await fastClock(tab.page, 60);
    await tab.page.goto(`${app.hosted.origin}/meditation`);
    await tab.page.getByRole('radio', { name: '5 min', exact: true }).check();
    await expectAccessible(tab.page);
    const start = tab.page.getByRole('button', { name: 'Start 5 minute sit' });
    await start.click();
    await expect(tab.page.locator('meditation-timer').getAttribute('minutes')).resolves.toBe('5');
    await tab.page.locator('meditation-timer [part="time"]').waitFor();
    await expectAccessible(tab.page);
    await start.waitFor({ timeout: 30_000 });
    await expect(start.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    expect(foreign).toEqual([]);
  });
});
