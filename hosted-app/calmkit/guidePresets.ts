import {
  BREATHING_PRESETS,
  createTranslator,
  loadMessages,
  MEDITATION_PRESETS,
  type BreathingPreset,
  type Education,
  type Locale,
  type MeditationPreset,
} from '@stillpoint/sdk/catalog';
import { de as deCatalog } from '../src/features/presets/words/catalog.de';
import { es as esCatalog } from '../src/features/presets/words/catalog.es';
import { fr as frCatalog } from '../src/features/presets/words/catalog.fr';
import { nl as nlCatalog } from '../src/features/presets/words/catalog.nl';
import { englishCatalogTexts, type CatalogTexts } from '../src/features/presets/words/catalogTexts';
import { de as dePage } from '../src/features/public/words/technique.de';
import { es as esPage } from '../src/features/public/words/technique.es';
import { fr as frPage } from '../src/features/public/words/technique.fr';
import { nl as nlPage } from '../src/features/public/words/technique.nl';
import { de as deTechniques } from '../src/features/public/words/techniques.de';
import { es as esTechniques } from '../src/features/public/words/techniques.es';
import { fr as frTechniques } from '../src/features/public/words/techniques.fr';
import { nl as nlTechniques } from '../src/features/public/words/techniques.nl';
import { englishTechniqueText, techniqueMessages } from '../src/features/public/words/techniqueTexts';

/**
 * The guide says what the app says about each technique and style, in the same language: the technique pages' words
 * (public/words/techniques.*.ts and technique.*.ts), the styles' (presets/words/catalog.*.ts) and the names of the
 * SDK's catalog. English is the SDK catalog's own presets.
 */

/** Each technique's words as catalog messages (`box.subtitle`, `box.phase1.name`…). */
const TECHNIQUE_TEXTS: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: techniqueMessages(Object.fromEntries(BREATHING_PRESETS.map((preset) => [preset.id, englishTechniqueText(preset)]))),
  de: deTechniques,
  nl: nlTechniques,
  fr: frTechniques,
  es: esTechniques,
};

/** A technique page's words of another language: its difficulty badges (English: the preset's own). */
const TECHNIQUE_PAGE_WORDS = { de: dePage, nl: nlPage, fr: frPage, es: esPage };

const STYLE_TEXTS: Readonly<Record<Locale, CatalogTexts>> = { en: englishCatalogTexts, de: deCatalog, nl: nlCatalog, fr: frCatalog, es: esCatalog };

/** A technique as its page and detail dialog say it. */
export interface TechniqueWords {
  readonly name: string;
  readonly subtitle: string;
  readonly description: string;
  /** Each phase's name and what to do in it, in the preset's order. */
  readonly phases: readonly (readonly [name: string, detail: string])[];
  readonly education: Education;
  /** Its difficulty, as its page's badge says it. */
  readonly level: string;
}

/** A style as the meditation builder's card and detail dialog say it. */
export interface StyleWords {
  readonly name: string;
  readonly subtitle: string;
  readonly description: string;
  readonly how: string;
}

export interface GuidePresets {
  readonly technique: (preset: BreathingPreset) => TechniqueWords;
  readonly style: (preset: MeditationPreset) => StyleWords;
  /** `text` with each `{id}` in it (`{box}`, `{body-scan}`) replaced by that technique's or style's name. */
  readonly named: (text: string) => string;
}

/** The techniques' and styles' words in `language`, as the app has them. */
export async function guidePresets(language: Locale): Promise<GuidePresets> {
  const sdk = createTranslator(language, await loadMessages(language));
  const texts = TECHNIQUE_TEXTS[language];
  const styles = STYLE_TEXTS[language].styles;
  const text = (key: string): string => {
    const found = texts[key];
    if (found === undefined) throw new Error(`guidePresets: no ${language} words for ${key}`);
    return found;
  };
  const level = (preset: BreathingPreset): string => {
    if (language === 'en') return preset.difficulty;
    const badge = TECHNIQUE_PAGE_WORDS[language][`difficulty.${preset.difficulty}`];
    if (typeof badge !== 'string') throw new Error(`guidePresets: no ${language} words for difficulty.${preset.difficulty}`);
    return badge;
  };
  const names = new Map<string, string>([...BREATHING_PRESETS, ...MEDITATION_PRESETS].map((preset) => [preset.id, sdk.text(preset.name)]));
  return {
    technique: (preset) => ({
      name: sdk.text(preset.name),
      subtitle: text(`${preset.id}.subtitle`),
      description: text(`${preset.id}.description`),
      phases: preset.phases.map((_, index) => [text(`${preset.id}.phase${index + 1}.name`), text(`${preset.id}.phase${index + 1}.detail`)] as const),
      education: { how: text(`${preset.id}.how`), why: text(`${preset.id}.why`), when: text(`${preset.id}.when`), science: text(`${preset.id}.science`) },
      level: level(preset),
    }),
    style: (preset) => {
      const words = styles[preset.id];
      return { name: sdk.text(preset.name), subtitle: words.subtitle, description: words.description, how: words.how };
    },
    named: (words) =>
      words.replace(/\{([\w-]+)\}/g, (_, id: string) => {
        const name = names.get(id);
        if (name === undefined) throw new Error(`guidePresets: no technique or style {${id}} (in "${words}")`);
        return name;
      }),
  };
}
