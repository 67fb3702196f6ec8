import { describe, expect, it } from 'vitest';
import { expectCatalogMatches } from '../i18n/expectCatalogMatches';
import { useAppLocaleStore } from '../i18n/appLocaleStore';
import { apiErrorText, apiText } from './apiErrorText';
import { ApiError } from './apiRequest';
import { de } from './messages/de';
import { en } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { nl } from './messages/nl';

describe("the app's shared catalogs", () => {
  it.each(Object.entries({ de, nl, fr, es }))('%s has every key of English, no other, none blank, with the same placeholders', (language, catalog) => {
    expectCatalogMatches(language, en, catalog);
  });
});

describe("the API's texts in the reader's language", () => {
  it('says a known text in English exactly as the API sent it, and in German from the catalog, a number kept', async () => {
    const full = 'Notifications are on for 20 devices already: turn them off on one you no longer use.';
    expect(apiText(full)).toBe(full);
    expect(apiText('The free session of this account has been used.')).toBe('The free session of this account has been used.');
    await useAppLocaleStore.getState().want('de');
    try {
      expect(apiText(full)).toBe(de['api.pushDevicesFull'].toString().replace('{count}', '20'));
      expect(apiText('Too many attempts. Please try again in 1 minutes.')).toBe('Zu viele Versuche. Bitte versuche es in 1 Minute noch einmal.');
      expect(apiErrorText(new ApiError(409, 'The free session of this account has been used.'), 'x')).toBe(de['api.freeSessionUsed']);
    } finally {
      await useAppLocaleStore.getState().want('en');
    }
  });

  it("keeps an unknown text as the server wrote it, and says the fallback when there was no answer", () => {
    expect(apiErrorText(new ApiError(400, 'duration: must be at least 1'), 'fallback')).toBe('duration: must be at least 1');
    expect(apiErrorText(new TypeError('Failed to fetch'), 'No connection')).toBe('No connection');
  });
});
