import { BREATHING_PRESETS, LOCALES, MEDITATION_LIBRARY, MEDITATION_PRESETS, type Locale } from '@stillpoint/sdk/catalog';
import { describe, expect, it } from 'vitest';
import type { AreaMessages } from '../../i18n/areaCatalog';
import { expectCatalogMatches } from '../../i18n/expectCatalogMatches';
import { de } from './messages/de';
import { en, type PresetMessageKey } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { nl } from './messages/nl';
import { catalogMessages, englishCatalogTexts } from './words/catalogTexts';

const CATALOGS: Record<Locale, AreaMessages<PresetMessageKey>> = { en, de, nl, fr, es };

describe("the preset dialog's catalogs", () => {
  it.each(LOCALES)('%s has every key of English, no other, none blank, with the same placeholders', (locale) => {
    expectCatalogMatches(locale, en, CATALOGS[locale]);
  });

  it("names every category of the SDK's presets", () => {
    for (const preset of [...BREATHING_PRESETS, ...MEDITATION_PRESETS]) expect(Object.keys(en), preset.id).toContain(`category.${preset.category}`);
  });
});

describe("the words of the SDK's presets and library, in every language", () => {
  const LOADED = { de: () => import('./words/catalog.de').then((words) => words.de), nl: () => import('./words/catalog.nl').then((words) => words.nl), fr: () => import('./words/catalog.fr').then((words) => words.fr), es: () => import('./words/catalog.es').then((words) => words.es) };

  it.each(Object.keys(LOADED) as (keyof typeof LOADED)[])('%s says every style, library entry and stage of English, no other, none blank', async (locale) => {
    expectCatalogMatches(locale, catalogMessages(englishCatalogTexts), catalogMessages(await LOADED[locale]()));
  });

  it('gives every library meditation as many stages in each language as it has', async () => {
    for (const load of Object.values(LOADED)) {
      const texts = await load();
      for (const entry of MEDITATION_LIBRARY) expect(texts.meditationLibrary[entry.id]?.phases?.length, entry.id).toBe(entry.phases?.length);
    }
  });
});
