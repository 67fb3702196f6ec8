import {
  BREATHING_EDUCATION,
  BREATHING_LIBRARY,
  BREATHING_PRESETS,
  LIBRARY_MEDITATION_EDUCATION,
  MEDITATION_EDUCATION,
  MEDITATION_LIBRARY,
  type BreathingLibraryEntry,
  type BreathingPreset,
  type Education,
  type MeditationLibraryEntry,
  type MeditationPreset,
} from '@stillpoint/sdk/catalog';
import { useMemo } from 'react';
import { areaCatalog } from '../../i18n/areaCatalog';
import { useSdkWords } from '../../i18n/useSdkWords';
import { englishTechniqueText, techniqueMessages } from '../public/words/techniqueTexts';
import { catalogMessages, englishCatalogTexts, type CatalogTexts } from './words/catalogTexts';

const withTechniques = async (techniques: Promise<Readonly<Record<string, string>>>, catalog: Promise<CatalogTexts>) => {
  const [techniqueWords, catalogTexts] = await Promise.all([techniques, catalog]);
  return { ...techniqueWords, ...catalogMessages(catalogTexts) };
};

/**
 * The words of the SDK's presets and library as the app shows them (cards, detail dialogs, the library): the
 * breathing techniques' as their public pages say them, the styles' and the library's from words/. English with
 * the area's chunk, each other language fetched when asked for.
 */
export const presetWords = areaCatalog(
  { ...techniqueMessages(Object.fromEntries(BREATHING_PRESETS.map((preset) => [preset.id, englishTechniqueText(preset)]))), ...catalogMessages(englishCatalogTexts) },
  {
    de: () => withTechniques(import('../public/words/techniques.de').then((words) => words.de), import('./words/catalog.de').then((words) => words.de)),
    nl: () => withTechniques(import('../public/words/techniques.nl').then((words) => words.nl), import('./words/catalog.nl').then((words) => words.nl)),
    fr: () => withTechniques(import('../public/words/techniques.fr').then((words) => words.fr), import('./words/catalog.fr').then((words) => words.fr)),
    es: () => withTechniques(import('../public/words/techniques.es').then((words) => words.es), import('./words/catalog.es').then((words) => words.es)),
  },
);

/** Where an education's words are kept: a technique's (`box`), a style's (`style.tm`) or a library entry's own (`libraryEducation.mbsr`). */
function educationKey(education: Education): string | undefined {
  const owner = (table: Readonly<Record<string, Education>>) => Object.keys(table).find((id) => table[id] === education);
  const technique = owner(BREATHING_EDUCATION);
  if (technique) return technique;
  const style = owner(MEDITATION_EDUCATION);
  if (style) return `style.${style}`;
  const own = owner(LIBRARY_MEDITATION_EDUCATION);
  return own && `libraryEducation.${own}`;
}

/** An entry of the library with its kind, as the library's lists hold them. */
type LibraryItemOf = { readonly kind: 'breathing'; readonly entry: BreathingLibraryEntry } | { readonly kind: 'meditation'; readonly entry: MeditationLibraryEntry };

const LIBRARY_ENTRIES: readonly (MeditationLibraryEntry | BreathingLibraryEntry)[] = [...MEDITATION_LIBRARY, ...BREATHING_LIBRARY];

type Text = ReturnType<typeof presetWords.useMessages>;

const educationIn = (t: Text, education: Education): Education => {
  const key = educationKey(education);
  return key ? { how: t(`${key}.how`), why: t(`${key}.why`), when: t(`${key}.when`), science: t(`${key}.science`) } : education;
};

/**
 * The SDK's presets and library entries with their words in the app's language (what they run is unchanged): each
 * call answers a copy whose texts are the reader's, English until the language's words have arrived.
 */
export function usePresetWords() {
  const t = presetWords.useMessages();
  const sdk = useSdkWords();
  return useMemo(() => {
    const technique = (preset: BreathingPreset): BreathingPreset => ({
      ...preset,
      subtitle: t(`${preset.id}.subtitle`),
      description: t(`${preset.id}.description`),
      explanation: t(`${preset.id}.explanation`),
      phases: preset.phases.map((phase, index) => ({ name: t(`${preset.id}.phase${index + 1}.name`), detail: t(`${preset.id}.phase${index + 1}.detail`) })),
      education: educationIn(t, preset.education),
    });
    const style = (preset: MeditationPreset): MeditationPreset => ({
      ...preset,
      subtitle: t(`style.${preset.id}.subtitle`),
      description: t(`style.${preset.id}.description`),
      education: educationIn(t, preset.education),
    });
    const library = <Entry extends MeditationLibraryEntry | BreathingLibraryEntry>(entry: Entry): Entry => ({
      ...entry,
      name: t(`library.${entry.id}.name`),
      description: t(`library.${entry.id}.description`),
      ...('phases' in entry && entry.phases
        ? { phases: entry.phases.map((phase, index) => ({ ...phase, name: t(`library.${entry.id}.phase${index + 1}.name`), cue: t(`library.${entry.id}.phase${index + 1}.cue`) })) }
        : {}),
      education: educationIn(t, entry.education),
    });
    return {
      technique,
      style,
      /** A card of either builder's list, by its kind. */
      preset: (preset: BreathingPreset | MeditationPreset): BreathingPreset | MeditationPreset => ('pattern' in preset ? technique(preset) : style(preset)),
      library,
      /** A library item (an entry and its kind) with its entry's words in the reader's language. */
      libraryItem: <Item extends LibraryItemOf>(item: Item): Item => ({ ...item, entry: library(item.entry) }),
      /**
       * A logged session's title as the reader says it: a preset's or a library entry's English name (the title it
       * ran under before the app spoke the reader's language) in the reader's words; any other title (a saved
       * session's own name, one logged in another language) as it is.
       */
      title: (technique: string, title: string): string => {
        const entry = LIBRARY_ENTRIES.find((candidate) => candidate.id === technique);
        if (entry?.name === title) return t(`library.${entry.id}.name`);
        return sdk.text(title);
      },
    };
  }, [t, sdk]);
}
