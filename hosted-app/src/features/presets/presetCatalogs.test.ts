import { BREATHING_PRESETS, LOCALES, MEDITATION_PRESETS, type Locale } from '@stillpoint/sdk/catalog';
import { describe, expect, it } from 'vitest';
import type { AreaMessages } from '../../i18n/areaCatalog';
import { expectCatalogMatches } from '../../i18n/expectCatalogMatches';
import { de } from './messages/de';
import { en, type PresetMessageKey } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { nl } from './messages/nl';

const CATALOGS: Record<Locale, AreaMessages<PresetMessageKey>> = { en, de, nl, fr, es };

describe("the preset dialog's catalogs", () => {
  it.each(LOCALES)('%s has every key of English, no other, none blank, with the same placeholders', (locale) => {
    expectCatalogMatches(locale, en, CATALOGS[locale]);
  });

  it("names every category of the SDK's presets", () => {
    for (const preset of [...BREATHING_PRESETS, ...MEDITATION_PRESETS]) expect(Object.keys(en), preset.id).toContain(`category.${preset.category}`);
  });
});
