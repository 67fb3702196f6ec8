import type { SavedSession } from '@stillpoint/api/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, escapeDialog, expectAccessible, expectToast, hostedAppPerFile, signUpInPage, type TestPage } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();
let tab: TestPage;
let page: Page;

async function open(path: string, heading: string, options: { colorScheme?: 'light' | 'dark' } = {}) {
  tab = await app.open(options);
  page = tab.page;
  await signUpInPage(app.hosted, page);
  await page.goto(`${app.hosted.origin}${path}`);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
}

/** A slider by its label: its bounds, value and the reading a screen reader hears. */
function slider(label: string) {
  const thumb = page.getByRole('slider', { name: label, exact: true });
  return {
    thumb,
    read: async () => ({
      min: Number(await thumb.getAttribute('aria-valuemin')),
      max: Number(await thumb.getAttribute('aria-valuemax')),
      now: Number(await thumb.getAttribute('aria-valuenow')),
      text: await thumb.getAttribute('aria-valuetext'),
      disabled: (await thumb.getAttribute('data-disabled')) !== null,
    }),
    press: async (...keys: string[]) => {
      await thumb.focus();
      for (const key of keys) await page.keyboard.press(key);
    },
  };
}

/** Whether the first element comes before the second in the page's reading order. */
async function before(first: Locator, second: Locator): Promise<boolean> {
  const handle = await second.elementHandle();
  return first.evaluate((element, other) => Boolean(element.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING), handle);
}

const runnerTitle = () => page.locator('[part="title"]').innerText();
const radio = (name: string) => page.getByRole('radio', { name, exact: true });

/** A builder's mode control as a user meets it: its role, name and buttons, with the pressed one. */
const modeControl = () =>
  page
    .getByRole('group', { name: 'Builder mode' })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => ({ tag: button.tagName, name: button.textContent, pressed: button.getAttribute('aria-pressed'), className: button.className })));

describe('both builders', () => {
  it('switch between their presets and the custom form with the same control', async () => {
    await open('/app/build/breathing', 'Breathing Builder');
    const breathing = await modeControl();
    await page.goto(`${app.hosted.origin}/app/build/meditation`);
    await page.getByRole('heading', { name: 'Meditation Builder' }).waitFor();
    const meditation = await modeControl();
    expect(breathing.map((button) => button.name)).toEqual(['Choose a Technique', 'Custom Builder']);
    expect(meditation.map((button) => button.name)).toEqual(['Choose a Style', 'Custom Builder']);
    for (const buttons of [breathing, meditation]) expect(buttons.map(({ tag, pressed, className }) => ({ tag, pressed, className }))).toEqual([
      { tag: 'BUTTON', pressed: 'true', className: 'choice' },
      { tag: 'BUTTON', pressed: 'false', className: 'choice' },
    ]);
    await page.getByRole('button', { name: 'Custom Builder' }).click();
    await page.getByRole('heading', { name: 'Duration' }).waitFor();
    await expect(modeControl()).resolves.toMatchObject([{ pressed: 'false' }, { pressed: 'true' }]);

    // On a phone the pair stays side by side, each label on one line, in both states.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/app/build/breathing', '/app/build/meditation']) {
      await page.goto(`${app.hosted.origin}${path}`);
      const group = page.getByRole('group', { name: 'Builder mode' });
      for (const pressed of [0, 1]) {
        await group.getByRole('button').nth(pressed).click();
        const boxes = await group.getByRole('button').evaluateAll((buttons) =>
          buttons.map((button) => {
            const lineHeight = parseFloat(getComputedStyle(button).lineHeight);
            const range = document.createRange();
            range.selectNodeContents(button);
            return { top: Math.round(button.getBoundingClientRect().top), lines: Math.round(range.getBoundingClientRect().height / lineHeight) };
          }),
        );
        expect(boxes, `${path}, button ${pressed} pressed`).toEqual([boxes[0], { top: boxes[0]!.top, lines: 1 }]);
        expect(boxes[0]!.lines).toBe(1);
      }
    }
  });
});

describe('the breathing builder', () => {
  it('lists the 9 techniques below the sound settings, and the custom form\'s sound before its Start; picking one starts it', async () => {
    await open('/app/build/breathing', 'Breathing Builder');
    await page.getByRole('heading', { name: 'Choose a Technique' }).waitFor();
    await expect(page.locator('.technique').count()).resolves.toBe(9);
    // A technique starts when tapped: its sound must be set before, so above the list.
    await expect(before(page.getByRole('heading', { name: 'Sound Settings' }), page.getByRole('heading', { name: 'Choose a Technique' }))).resolves.toBe(true);
    await page.getByRole('button', { name: 'Custom Builder' }).click();
    await expect(before(page.getByRole('heading', { name: 'Your pattern' }), page.getByRole('heading', { name: 'Sound Settings' }))).resolves.toBe(true);
    await expect(before(page.getByRole('heading', { name: 'Sound Settings' }), page.getByRole('button', { name: 'Start', exact: true }))).resolves.toBe(true);
    await page.getByRole('button', { name: 'Choose a Technique' }).click();
    await expectAccessible(page);
    await page.getByRole('button', { name: /^4-7-8 Breathing/ }).click();
    await page.waitForURL(/\/app\/session$/);
    await expect(runnerTitle()).resolves.toBe('4-7-8 Breathing');
  });

  it('holds every slider to its bound and step, and disables the cue sounds while cues are off; axe in dark', async () => {
    await open('/app/build/breathing', 'Breathing Builder', { colorScheme: 'dark' });
    await page.getByRole('button', { name: 'Custom Builder' }).click();
    for (const [label, min, max, unit] of [
      ['Inhale', 1, 20, 's'],
      ['Hold after inhale', 0, 20, 's'],
      ['Exhale', 1, 20, 's'],
      ['Hold after exhale', 0, 20, 's'],
      ['Rounds', 1, 20, 'rounds'],
    ] as const) {
      const field = slider(label);
      await field.press('End');
      expect(await field.read(), label).toMatchObject({ min, max, now: max, text: `${max} ${unit}` });
      await field.press('Home');
      expect((await field.read()).now, label).toBe(min);
    }
    await radio('By time').click();
    const minutes = slider('Minutes');
    await minutes.press('End');
    expect(await minutes.read()).toMatchObject({ min: 1, max: 30, now: 30, text: '30 min' });
    const rest = slider('Rest between sets');
    await rest.press('ArrowRight', 'ArrowRight');
    expect(await rest.read()).toMatchObject({ min: 0, max: 60, now: 10, text: '10 s' });

    await expect(radio('Long bowl').isDisabled()).resolves.toBe(false);
    await page.getByRole('switch', { name: 'Breathing cues' }).click();
    for (const sound of ['Bell chime', 'Bell ping', 'Long bowl', 'Soft gong', 'Deep gong']) await expect(radio(sound).isDisabled(), sound).resolves.toBe(true);
    await expectAccessible(page);
  });

  it('saves a named pattern (never a blank name), lists it and runs it; a failed save says so', async () => {
    await open('/app/build/breathing', 'Breathing Builder');
    await page.getByRole('button', { name: 'Custom Builder' }).click();
    await slider('Exhale').press('ArrowRight', 'ArrowRight');
    await page.getByRole('button', { name: 'Save Pattern' }).click();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(save.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Pattern name').fill('   ');
    await expect(save.isDisabled()).resolves.toBe(true);

    await page.route('**/api/sessions', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Something went wrong on our side. Please try again."}' }) : route.fallback(),
    );
    await page.getByLabel('Pattern name').fill('Evening 4-0-6');
    await save.click();
    await expectToast(page, 'Error saving session', 'Something went wrong on our side. Please try again.', 'destructive');
    await page.unroute('**/api/sessions');

    await save.click();
    await expectToast(page, 'Session saved', 'Your session has been saved successfully.');
    const stored = (await apiCall<SavedSession[]>(page, 'GET', '/api/sessions')).body;
    expect(stored.map((session) => [session.name, session.type, (session.config as { customPattern: unknown }).customPattern])).toEqual([
      ['Evening 4-0-6', 'breathing', { inhale: 4, hold: 0, exhale: 6, holdAfterExhale: 0 }],
    ]);
    await page.getByRole('heading', { name: 'Your saved patterns' }).waitFor();
    await page.getByRole('button', { name: /^Evening 4-0-6/ }).click();
    await page.waitForURL(/\/app\/session$/);
    // The runner names the pattern as it was saved.
    await expect(runnerTitle()).resolves.toBe('Evening 4-0-6');
  });
});

describe('the meditation builder', () => {
  it('opens on the styles; a card applies its preset with a toast and switches to the form; the info button opens the details', async () => {
    await open('/app/build/meditation', 'Meditation Builder');
    await page.getByRole('heading', { name: 'Choose a Style' }).waitFor();
    await expect(page.locator('.style-card').count()).resolves.toBe(10);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'About Zen' }).click();
    await page.getByRole('dialog', { name: 'Zen' }).getByRole('heading', { name: 'The Science' }).waitFor();
    await escapeDialog(page.getByRole('dialog', { name: 'Zen' }));
    await page.getByRole('button', { name: /^TM Style/ }).click();
    await expectToast(page, 'TM Style Applied');
    await expect(page.locator('.session-name').innerText()).resolves.toBe('Session 20 min Meditation + Pranayama · TM Style · 22 min in all');
    // TM is the preset that shows pranayama; its slider only while it is on.
    await page.getByRole('heading', { name: 'Pre-session Pranayama' }).waitFor();
    await expect(slider('Pranayama length').read()).resolves.toMatchObject({ min: 1, max: 10, now: 2 });
    await page.getByRole('switch', { name: 'Breathing before the sitting' }).click();
    await expect(page.getByRole('slider', { name: 'Pranayama length' }).count()).resolves.toBe(0);
    await expect(page.locator('.session-name').innerText()).resolves.toBe('Session 20 min Meditation · TM Style');
    // The mode switch leads back to the styles, and on to the form as it was.
    await page.getByRole('group', { name: 'Builder mode' }).getByRole('button', { name: 'Choose a Style' }).click();
    await page.getByRole('heading', { name: 'Choose a Style' }).waitFor();
    await page.getByRole('button', { name: 'Custom Builder' }).click();
    await expect(page.locator('.session-name').innerText()).resolves.toBe('Session 20 min Meditation · TM Style');
  });

  it('holds every control to its bound and disabled rule, reads the bell interval as Off or Every N min, and names the session itself', async () => {
    await open('/app/build/meditation', 'Meditation Builder', { colorScheme: 'dark' });
    await page.getByRole('button', { name: 'Custom Builder' }).click();
    await expect(page.locator('.session-name').innerText()).resolves.toBe('Session 15 min Meditation');
    await expect(page.getByRole('heading', { name: 'Pre-session Pranayama' }).count()).resolves.toBe(0);
    const length = slider('Meditation length');
    await length.press('End');
    expect(await length.read()).toMatchObject({ min: 1, max: 60, now: 60 });
    await page.getByRole('button', { name: '20 min', exact: true }).click();
    expect((await length.read()).now).toBe(20);
    await expect(page.locator('.session-name').innerText()).resolves.toBe('Session 20 min Meditation');
    for (const label of ['Fade in', 'Fade out']) {
      const fade = slider(label);
      await fade.press('End');
      expect(await fade.read(), label).toMatchObject({ min: 1, max: 10, now: 10, text: '10 s' });
    }
    const post = slider('Transition length');
    expect(await post.read()).toMatchObject({ min: 1, max: 10, now: 3, disabled: true });
    await page.getByRole('switch', { name: 'A gentle transition after the sitting' }).click();
    expect((await post.read()).disabled).toBe(false);

    const interval = slider('Bell interval');
    expect(await interval.read()).toMatchObject({ min: 0, max: 15, text: 'Off', disabled: true });
    await expect(radio('Tibetan bowl').isDisabled()).resolves.toBe(true);
    await page.getByRole('switch', { name: 'Bells' }).click();
    expect((await interval.read()).disabled).toBe(false);
    await expect(radio('Crystal bell').isDisabled()).resolves.toBe(false);
    await interval.press('ArrowRight', 'ArrowRight', 'ArrowRight');
    expect(await interval.read()).toMatchObject({ now: 3, text: 'Every 3 min' });
    await expectAccessible(page);
  });

  it('starts the meditation, and saves it with its toasts', async () => {
    await open('/app/build/meditation', 'Meditation Builder');
    await page.getByRole('button', { name: 'Custom Builder' }).click();
    await page.getByRole('button', { name: '10 min', exact: true }).click();
    await page.route('**/api/sessions', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 503, body: '' }) : route.fallback()));
    await page.getByRole('button', { name: '♡ Save Session' }).click();
    await expectToast(page, 'Save Failed', 'Could not save session. Please try again.', 'destructive');
    await page.unroute('**/api/sessions');
    await page.getByRole('button', { name: '♡ Save Session' }).click();
    await expectToast(page, 'Session Saved', '"10 min Meditation" has been saved to your sessions.');
    const stored = (await apiCall<SavedSession[]>(page, 'GET', '/api/sessions')).body;
    expect(stored.map((session) => [session.name, session.type, (session.config as { duration: number }).duration, 'bells' in session.config])).toEqual([
      ['10 min Meditation', 'meditation', 10, false],
    ]);
    await page.getByRole('button', { name: 'Start Meditation' }).click();
    await page.waitForURL(/\/app\/session$/);
    await expect(runnerTitle()).resolves.toBe('10 min Meditation');
  });
});
