import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, escapeDialog, expectAccessible, expectToast, hostedAppPerFile, signUpInPage, skipOnboarding, TEST_PASSWORD, uniqueEmail } from '@stillpoint/test-support/app';
import { PSEUDO_LOCALE_KEY } from './pseudoLocale';
import { withoutCatalogTexts } from './sdkTexts';

const app = hostedAppPerFile();

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Signs up through the app's own form, in German, as a new visitor with a German browser does (the account takes the browser's language there). */
async function registerInPage(page: Page, firstName: string): Promise<void> {
  await skipOnboarding(page);
  await page.goto(`${app.hosted.origin}/auth`);
  // The dialog speaks German once the browser's language is loaded; its name then follows its mode.
  await page.getByRole('dialog', { name: 'Anmelden' }).waitFor();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Konto erstellen' }).click();
  await dialog.getByRole('heading', { name: 'Konto erstellen' }).waitFor();
  await dialog.getByLabel('Vorname').fill(firstName);
  await dialog.getByLabel('Nachname').fill('Brandt');
  await dialog.getByLabel('E-Mail').fill(uniqueEmail('language'));
  await dialog.getByLabel('Passwort').fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Konto erstellen' }).click();
  await expectToast(page, 'Konto erstellt!', 'Deine 14-tägige kostenlose Testphase hat begonnen.');
}

describe("the app in the reader's language", () => {
  it('reads German in a German browser, changes to Dutch in Profile, and stays Dutch after a reload', async () => {
    const { page } = await app.open({ locale: 'de-DE' });
    await registerInPage(page, 'Greta');
    await page.getByRole('heading', { level: 1, name: 'Wie fühlst du dich?' }).waitFor();
    // A new account's trial note comes a moment after, in German too; closed, the home is read.
    const trialNote = page.getByRole('dialog', { name: 'Deine 14-tägige kostenlose Testphase hat begonnen' });
    await trialNote.waitFor();
    await escapeDialog(trialNote);
    await page.getByText('Wähle, was passt, Greta: Eine passende Sitzung beginnt sofort.').waitFor();
    const nav = page.getByRole('navigation', { name: 'Bereiche' });
    await nav.getByRole('link', { name: 'Verlauf' }).waitFor();
    await expect(nav.getByRole('link').allInnerTexts()).resolves.toEqual(['Üben', 'Bibliothek', 'Verlauf']);
    await page.getByRole('button', { name: 'Nerven beruhigen Rasendes Herz und Kopf zur Ruhe bringen 3–5 Min.' }).waitFor();
    // Below the first screen too: a featured session's category and length, and the FAQ.
    await page.getByRole('button', { name: 'Fokus Box-Atmung (Navy-Stil) 10 Min.' }).waitFor();
    await page.getByRole('heading', { name: 'Fragen' }).waitFor();
    await page.getByText('Was ist Stillpoint?').waitFor();
    expect(await htmlLang(page)).toBe('de');
    expect((await apiCall<{ locale: string }>(page, 'GET', '/api/user')).body.locale).toBe('de');
    await expectAccessible(page);
    // The tab's title too, on each screen entered from within the app.
    await nav.getByRole('link', { name: 'Verlauf' }).click();
    await page.getByRole('heading', { level: 1, name: 'Verlauf' }).waitFor();
    await expect(page.title()).resolves.toBe('Verlauf | Stillpoint');
    await nav.getByRole('link', { name: 'Üben' }).click();
    await page.getByRole('heading', { level: 1, name: 'Wie fühlst du dich?' }).waitFor();
    await expect(page.title()).resolves.toBe('Wie fühlst du dich? | Stillpoint');

    await page.getByRole('button', { name: 'Greta Brandt, Kontomenü' }).click();
    await page.getByRole('menuitem', { name: 'Profil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profileinstellungen' });
    await dialog.getByLabel('Sprache').selectOption('nl');
    // The change shows at once, the dialog itself and the toast that confirms it included.
    await page.getByRole('dialog', { name: 'Profielinstellingen' }).getByLabel('Taal').waitFor();
    await expectToast(page, 'Instellingen bijgewerkt', 'Je voorkeuren zijn opgeslagen.');
    expect((await apiCall<{ locale: string }>(page, 'GET', '/api/user')).body.locale).toBe('nl');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Hoe voel je je?' }).waitFor();
    await page.getByRole('navigation', { name: 'Onderdelen' }).getByRole('link', { name: 'Oefenen' }).waitFor();
    expect(await htmlLang(page)).toBe('nl');
    // The session screen's title too, entered from the home.
    await expect(page.title()).resolves.toBe('Hoe voel je je? | Stillpoint');
    await page.getByRole('button', { name: /^Zenuwen kalmeren/ }).click();
    await page.waitForURL(/\/app\/session$/);
    await expect.poll(() => page.title()).toBe('Sessie | Stillpoint');
  });

  it('titles the pages an e-mail links to in the browser\'s language: a new password, the address confirmed, trial e-mails stopped', async () => {
    const { page } = await app.open({ locale: 'de-DE' });
    for (const [path, heading] of [
      ['/reset-password?token=x', 'Wähle ein neues Passwort'],
      ['/verify-email?token=x', 'Bestätige deine E-Mail-Adresse'],
    ] as const) {
      await page.goto(`${app.hosted.origin}${path}`);
      await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(`${heading} | Stillpoint`);
    }
    await page.goto(`${app.hosted.origin}/unsubscribe?token=x`);
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Abbestellen | Stillpoint');
  });

  it("shows a German account's paywall in German, in an English browser: its words, its prices and its dates by Intl", async () => {
    const { page } = await app.open({ locale: 'en-GB' });
    await signUpInPage(app.hosted, page);
    expect((await apiCall(page, 'PATCH', '/api/user/preferences', { locale: 'de' })).status).toBe(200);
    await page.goto(`${app.hosted.origin}/paywall`);
    await page.getByText('Ruhe, die in deinen Tag passt, jeden Tag.').waitFor();
    const yearly = page.getByRole('button', { name: /Jährlich/ });
    await expect(yearly.innerText()).resolves.toMatch(/30 % sparen\s+Jährlich\s+24,99\s(€|\$)\s+\/ Jahr\s+2,08\s(€|\$) im Monat/);
    const { trialEndsAt } = (await apiCall<{ trialEndsAt: string }>(page, 'GET', '/api/subscription/status')).body;
    const date = new Date(trialEndsAt).toLocaleDateString('de-DE', { day: 'numeric', month: 'long', year: 'numeric' });
    await page.getByText(`Deine kostenlose Testphase läuft bis zum ${date}.`).waitFor();
    await page.getByRole('link', { name: 'Mit der Testphase weitermachen' }).waitFor();
    expect(await htmlLang(page)).toBe('de');
  });

  it("recommends a German account's session in German: a mood tile's toast names the practice and says what to do and how long, and the session is named in German", async () => {
    const { page } = await app.open({ locale: 'en-GB' });
    await signUpInPage(app.hosted, page);
    expect((await apiCall(page, 'PATCH', '/api/user/preferences', { locale: 'de' })).status).toBe(200);
    await page.goto(`${app.hosted.origin}/app`);
    await page.getByRole('heading', { level: 1, name: 'Wie fühlst du dich?' }).waitFor();
    // 20 minutes in 6 seconds, to see the session to its end.
    await page.evaluate(() => window.localStorage.setItem('stillpoint:timeScale', '200'));
    await page.getByRole('button', { name: /^Einschlafen/ }).click();
    await page.waitForURL(/\/app\/session$/);
    // The API answers in English (its contract); the toast says the same 20-minute body scan in the reader's words.
    await expectToast(page, 'Body-Scan', 'Leg oder setz dich bequem hin und wandere mit der Aufmerksamkeit langsam von den Zehen bis zum Scheitel; nimm wahr, ohne etwas zu verändern. Die Sitzung dauert 20 Minuten.');
    // The session is the practice by its German name too: the runner's title, the screen's heading, Session Complete.
    await expect(page.locator('[part="title"]').innerText()).resolves.toBe('Body-Scan');
    await expect(page.locator('main.session-screen > h1').textContent()).resolves.toBe('Body-Scan');
    await page.getByRole('heading', { name: 'Sitzung beendet' }).waitFor({ timeout: 30_000 });
    await expect(page.locator('.session-complete__what strong').innerText()).resolves.toBe('Body-Scan');
  });

  it('keeps an English browser in English, with <html lang="en">', async () => {
    const { page } = await app.open({ locale: 'en-GB' });
    await signUpInPage(app.hosted, page);
    await page.goto(`${app.hosted.origin}/app`);
    await page.getByRole('heading', { level: 1, name: 'How are you feeling?' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
  });
});

/**
 * Every visible text of a region either came through the catalog (the pseudo-locale marks it ⟦…⟧) or is the
 * reader's own data or a name that is the same in every language (the product's, the languages' own).
 */
async function unmarkedTexts(page: Page, selector: string, ownWords: readonly string[]): Promise<string[]> {
  return page.locator(selector).evaluateAll(
    (roots, allowed) => {
      const found: string[] = [];
      for (const root of roots) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? '';
          const parent = node.parentElement;
          // What nobody sees or hears: hidden, or the options of a select of data (the time zones). A chart's picture
          // (its days and months written by Intl) is read by its label.
          if (!text || !parent || parent.closest('[hidden], [aria-hidden="true"], option, svg')) continue;
          // Numbers are written by Intl, not the catalog.
          if (/^[\d\s.,]+$/.test(text)) continue;
          if (!parent.checkVisibility() && !parent.closest('.sr-only')) continue;
          if (/^⟦[\s\S]*⟧$/.test(text) || allowed.includes(text)) continue;
          found.push(text);
        }
      }
      return found;
    },
    [...ownWords],
  );
}

describe('the pseudo-locale', () => {
  it('finds no English left behind in the converted screens: the shell, the home, Profile, History', async () => {
    const { page } = await app.open();
    await page.addInitScript((key) => window.localStorage.setItem(key, 'on'), PSEUDO_LOCALE_KEY);
    const account = await signUpInPage(app.hosted, page, { firstName: 'Rowan' });
    await page.goto(`${app.hosted.origin}/app`);
    await page.getByRole('heading', { level: 1, name: '⟦How are you feeling?⟧' }).waitFor();
    await page.getByText('⟦Sessions you save from the builders appear here, one tap away.⟧').waitFor();
    const own = ['Stillpoint', 'Rowan', 'R', account.email];
    expect(await unmarkedTexts(page, '.shell__header, .selector__top, [aria-labelledby="recent-heading"], .shell__footer > button', own)).toEqual([]);
    // Below the first screen: the suggestions, the featured sessions and the FAQ (the SDK's names aside: its catalog's).
    await page.getByRole('heading', { name: '⟦Featured sessions⟧' }).waitFor();
    await page.getByRole('heading', { name: '⟦Questions⟧' }).waitFor();
    const lower = ['suggestions', 'featured', 'faq'].map((id) => `[aria-labelledby="${id}-heading"]`).join(', ');
    expect((await unmarkedTexts(page, lower, own)).map(withoutCatalogTexts).filter(Boolean)).toEqual([]);

    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('menuitem', { name: '⟦Profile⟧' }).click();
    const dialog = page.getByRole('dialog', { name: '⟦Profile Settings⟧' });
    await dialog.getByRole('heading', { name: '⟦Account⟧' }).waitFor();
    const sections = ['account', 'tracking', 'health', 'data'].map((id) => `[role="dialog"] [aria-labelledby="${id}-heading"]`).join(', ');
    expect(await unmarkedTexts(page, `${sections}, [role="dialog"] h2`, [...own, 'Vale', 'Oura Ring', 'Apple Health'])).toEqual([]);
    await escapeDialog(dialog);

    await page.goto(`${app.hosted.origin}/app/history`);
    await page.getByText('⟦Sessions you practise appear here.⟧').waitFor();
    await page.getByRole('heading', { name: '⟦Minutes per week⟧' }).waitFor();
    expect(await unmarkedTexts(page, '.history', own)).toEqual([]);
  });

  it("finds no English left behind in the builders and the library (the SDK's names aside: its catalog's)", async () => {
    const { page } = await app.open();
    await page.addInitScript((key) => window.localStorage.setItem(key, 'on'), PSEUDO_LOCALE_KEY);
    await signUpInPage(app.hosted, page);
    const left = async (selector: string) => (await unmarkedTexts(page, selector, [])).map(withoutCatalogTexts).filter(Boolean);

    await page.goto(`${app.hosted.origin}/app/build`);
    await page.getByRole('heading', { level: 1, name: '⟦Build Session⟧' }).waitFor();
    expect(await left('.builder')).toEqual([]);

    await page.goto(`${app.hosted.origin}/app/build/breathing`);
    await page.getByRole('heading', { name: '⟦Choose a Technique⟧' }).waitFor();
    await page.getByText('⟦Patterns you save appear here.⟧').waitFor();
    expect(await left('.builder')).toEqual([]);
    await page.getByRole('button', { name: '⟦Custom Builder⟧' }).click();
    await page.getByRole('button', { name: '⟦Save Pattern⟧' }).click();
    await page.getByLabel('⟦Pattern name⟧').waitFor();
    await page.getByRole('switch', { name: /Breathing cues/ }).click();
    await page.getByText('⟦Turn breathing cues on to choose their sound.⟧').waitFor();
    expect(await left('.builder')).toEqual([]);

    await page.goto(`${app.hosted.origin}/app/build/meditation`);
    await page.getByRole('heading', { name: '⟦Choose a Style⟧' }).waitFor();
    expect(await left('.builder')).toEqual([]);
    await page.getByRole('button', { name: '⟦About TM Style⟧' }).click();
    await page.getByRole('heading', { name: '⟦How to Practice⟧' }).waitFor();
    // The dialog's own words; its teaching (how, why, when, the science) is the SDK's, English only so far.
    expect(await left('[role="dialog"] .chips, [role="dialog"] h3, .preset-detail__foot')).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '⟦Custom Builder⟧' }).click();
    await page.getByRole('heading', { name: '⟦Duration⟧' }).waitFor();
    await page.getByRole('switch', { name: /⟦Bells⟧/ }).click();
    expect(await left('.builder')).toEqual([]);
    await page.getByRole('button', { name: '⟦+ Add segment⟧' }).click();
    await page.getByRole('heading', { name: '⟦Program⟧' }).waitFor();
    await page.getByRole('textbox', { name: '⟦Bells at minutes⟧ ⟦of segment 2⟧' }).fill('5, ten');
    await page.getByText('⟦Write whole minutes, separated by commas (5, 10).⟧').waitFor();
    await page.getByRole('textbox', { name: '⟦Bells at minutes⟧ ⟦of segment 2⟧' }).fill('3');
    await page.getByRole('button', { name: '⟦↗ Share⟧' }).click();
    await page.locator('.share-panel [role="status"]').filter({ hasText: /⟦/ }).waitFor();
    expect(await left('.builder')).toEqual([]);

    await page.goto(`${app.hosted.origin}/app/library`);
    await page.getByText('⟦Nothing saved yet.⟧').waitFor();
    await page.getByRole('button', { name: /⟦Length: / }).first().click();
    expect(await left('.library')).toEqual([]);
  });

  it('finds none in the onboarding, the paywall, the subscription dialog, the notification settings, the presets and the session screen', async () => {
    const { page } = await app.open();
    await page.addInitScript((key) => window.localStorage.setItem(key, 'on'), PSEUDO_LOCALE_KEY);
    const account = await signUpInPage(app.hosted, page, { firstName: 'Rowan', onboarding: true });
    const own = ['Stillpoint', 'Rowan', 'R', account.email];
    await page.goto(`${app.hosted.origin}/app`);
    // The first-visit overlay, each of its steps.
    for (const step of ['⟦Welcome⟧', '⟦Follow the Circle⟧', '⟦Find Your Peace⟧']) {
      const overlay = page.getByRole('dialog', { name: step });
      await overlay.waitFor();
      expect(await unmarkedTexts(page, '[role="dialog"]', own), step).toEqual([]);
      await overlay.getByRole('button', { name: step === '⟦Find Your Peace⟧' ? '⟦Get Started⟧' : '⟦Next⟧' }).click();
    }

    await page.goto(`${app.hosted.origin}/onboarding`);
    await page.getByRole('heading', { name: '⟦What is your main goal?⟧' }).waitFor();
    expect(await unmarkedTexts(page, 'main', own)).toEqual([]);

    await page.goto(`${app.hosted.origin}/paywall`);
    await page.getByRole('button', { name: /⟦Yearly⟧/ }).waitFor();
    await page.getByRole('link', { name: '⟦Continue with your trial⟧' }).waitFor();
    // The prices are Intl's, in the reader's currency.
    const prices = await page.locator('.plan__price').evaluateAll((plans) => plans.map((plan) => plan.firstChild?.textContent?.trim() ?? ''));
    expect(await unmarkedTexts(page, 'main', [...own, ...prices])).toEqual([]);

    await page.goto(`${app.hosted.origin}/app`);
    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('menuitem', { name: '⟦Subscription⟧' }).click();
    const subscription = page.getByRole('dialog', { name: '⟦Subscription⟧' });
    await subscription.getByText('⟦Free trial⟧').waitFor();
    expect(await unmarkedTexts(page, '[role="dialog"]', own)).toEqual([]);
    await expect(subscription.getByRole('button', { name: '⟦Close⟧' }).count()).resolves.toBe(1);
    await escapeDialog(subscription);

    // The notification settings in Profile, the daily reminder turned on: its time, zone and days (the days' names Intl's).
    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('menuitem', { name: '⟦Profile⟧' }).click();
    const notifications = page.locator('[aria-labelledby="notifications-heading"]');
    await notifications.getByRole('switch', { name: '⟦Daily reminder⟧' }).click();
    await notifications.getByRole('group', { name: '⟦Days⟧' }).waitFor();
    const days = await page.evaluate(() => [1, 2, 3, 4, 5, 6, 7].map((day) => new Intl.DateTimeFormat('en', { weekday: 'short', timeZone: 'UTC' }).format(Date.UTC(2024, 0, day))));
    expect(await unmarkedTexts(page, '[aria-labelledby="notifications-heading"]', [...own, ...days])).toEqual([]);
    const profile = page.getByRole('dialog', { name: '⟦Profile Settings⟧' });
    await profile.getByRole('button', { name: '⟦Close⟧' }).click();
    await profile.waitFor({ state: 'hidden' });

    // A preset's detail dialog: its words around the preset's own (the SDK's catalog data: name, prose).
    await page.getByRole('button', { name: /⟦Meditation⟧/ }).click();
    await page.getByRole('button', { name: '⟦Learn more about Quick Sit⟧' }).click();
    const detail = page.getByRole('dialog', { name: 'Quick Sit' });
    await detail.getByRole('heading', { name: '⟦How to Practice⟧' }).waitFor();
    expect(await unmarkedTexts(page, '[role="dialog"] .badge, [role="dialog"] h3, [role="dialog"] .preset-detail__foot', own)).toEqual([]);

    // The session screen's heading is the session's name; run to its end in a second, Session Complete speaks the catalog.
    await page.evaluate(() => window.localStorage.setItem('stillpoint:timeScale', '600'));
    await detail.getByRole('button', { name: /^⟦Start \d+ min Session⟧$/ }).click();
    await expect(page.locator('main.session-screen > h1').textContent()).resolves.toBe('Quick Sit');
    await page.getByRole('heading', { name: '⟦Session Complete⟧' }).waitFor();
    expect(await unmarkedTexts(page, '.session-complete', [...own, 'Quick Sit'])).toEqual([]);
  });
});
