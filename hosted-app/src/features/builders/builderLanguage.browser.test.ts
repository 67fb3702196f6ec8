import { describe, expect, it } from 'vitest';
import { apiCall, escapeDialog, expectAccessible, hostedAppPerFile, skipOnboarding, TEST_PASSWORD, uniqueEmail } from '@stillpoint/test-support/app';

const app = hostedAppPerFile();

describe('the builders and the library in German', () => {
  it("speak a German reader's language: the builders' words, the SDK's names, lengths and the library", async () => {
    const { page } = await app.open({ locale: 'de-DE' });
    await skipOnboarding(page);
    await page.goto(`${app.hosted.origin}/404`);
    // An account made from a German browser is German (the sign-up form sends the browser's language).
    const registered = await apiCall(page, 'POST', '/api/register', { email: uniqueEmail('builder-de'), password: TEST_PASSWORD, firstName: 'Greta', lastName: 'Brandt', locale: 'de' });
    expect(registered.status).toBe(201);

    await page.goto(`${app.hosted.origin}/app/build/meditation`);
    await page.getByRole('heading', { level: 1, name: 'Meditations-Editor' }).waitFor();
    await page.getByRole('heading', { name: 'Stil wählen' }).waitFor();
    await page.getByRole('button', { name: 'Über Body-Scan' }).click();
    const about = page.getByRole('dialog', { name: 'Body-Scan' });
    await about.getByRole('heading', { name: 'So übst du' }).waitFor();
    await about.getByRole('button', { name: /^\d+-Min\.-Sitzung starten$/ }).waitFor();
    await escapeDialog(about);
    await page.getByRole('button', { name: 'Selbst gestalten' }).click();
    await page.getByRole('heading', { name: 'Dauer' }).waitFor();
    await expect(page.getByRole('slider', { name: 'Länge der Meditation' }).getAttribute('aria-valuetext')).resolves.toBe('15 Min.');
    await expect(page.locator('.session-name').innerText()).resolves.toBe('Sitzung 15 Min. Meditation');
    await page.getByRole('button', { name: '+ Teil hinzufügen' }).click();
    await page.getByRole('heading', { name: 'Ablauf' }).waitFor();
    await expect(page.locator('.timeline__caption').innerText()).resolves.toBe('20 Min. insgesamt · Sitzen 15, Gehen 5');
    await page.getByRole('button', { name: 'Teil 2 nach vorn verschieben' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await expectAccessible(page);

    // Entered from within the app, the library's title is German too.
    await page.getByRole('navigation', { name: 'Bereiche' }).getByRole('link', { name: 'Bibliothek' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bibliothek' }).waitFor();
    await expect(page.title()).resolves.toBe('Bibliothek | Stillpoint');
    await page.getByText('Noch nichts gespeichert.').waitFor();
    const library = page.getByRole('region', { name: 'Aus der Bibliothek' });
    await library.getByRole('heading', { level: 3, name: 'Schlaf' }).waitFor();
    await library.getByRole('button', { name: 'Länge: 10 Min., Box-Atmung (Navy-Stil)' }).waitFor();
  });
});
