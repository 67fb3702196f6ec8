import {
  BREATHING_LIBRARY,
  LIBRARY_MEDITATION_EDUCATION,
  MEDITATION_LIBRARY,
  MEDITATION_PRESETS,
  type Education,
  type MeditationStylePresetId,
} from '@stillpoint/sdk/catalog';

/** A meditation style's words: its "Choose a Style" card and its detail dialog's four sections. */
export interface StyleText extends Education {
  readonly subtitle: string;
  readonly description: string;
}

/** A library meditation's words: its name (also its session's title), description, and each stage's name and cue. */
export interface LibraryMeditationText {
  readonly name: string;
  readonly description: string;
  /** Each stage's name and the guidance shown during it, in the entry's order (only for an entry with stages). */
  readonly phases?: readonly (readonly [name: string, cue: string])[];
}

/** A library breathing session's words: its name (also its session's title) and description. */
export interface LibraryBreathingText {
  readonly name: string;
  readonly description: string;
}

/** The id of a library meditation whose detail dialog has words of its own (not a style's): `mbsr`, `metta`, `yoga-nidra`. */
export type LibraryEducationId = keyof typeof LIBRARY_MEDITATION_EDUCATION;

/**
 * The words of the SDK's meditation styles and of the signed-in library, in one language. The breathing techniques'
 * words are the public technique pages' (public/words/techniques.*.ts): the app and the site say them alike.
 */
export interface CatalogTexts {
  readonly styles: Readonly<Record<MeditationStylePresetId, StyleText>>;
  readonly libraryEducation: Readonly<Record<LibraryEducationId, Education>>;
  /** By library id ("body-scan-progressive"). */
  readonly meditationLibrary: Readonly<Record<string, LibraryMeditationText>>;
  /** By library id ("box-breathing-navy"). */
  readonly breathingLibrary: Readonly<Record<string, LibraryBreathingText>>;
}

/**
 * The texts as catalog messages, one flat catalog per language: `style.tm.subtitle`, `libraryEducation.mbsr.how`,
 * `library.body-scan-progressive.phase1.cue`…
 */
export function catalogMessages(texts: CatalogTexts): Readonly<Record<string, string>> {
  const messages: [key: string, text: string][] = [];
  const fields = (prefix: string, words: object) => {
    for (const [field, text] of Object.entries(words)) if (typeof text === 'string') messages.push([`${prefix}.${field}`, text]);
  };
  for (const [id, words] of Object.entries(texts.styles)) fields(`style.${id}`, words);
  for (const [id, words] of Object.entries(texts.libraryEducation)) fields(`libraryEducation.${id}`, words);
  for (const [id, { phases, ...words }] of Object.entries(texts.meditationLibrary)) {
    fields(`library.${id}`, words);
    phases?.forEach(([name, cue], index) => messages.push([`library.${id}.phase${index + 1}.name`, name], [`library.${id}.phase${index + 1}.cue`, cue]));
  }
  for (const [id, words] of Object.entries(texts.breathingLibrary)) fields(`library.${id}`, words);
  return Object.fromEntries(messages);
}

/** The English words: the SDK catalog's own. */
export const englishCatalogTexts: CatalogTexts = {
  styles: Object.fromEntries(
    MEDITATION_PRESETS.map(({ id, subtitle, description, education }) => [id, { subtitle, description, ...education }]),
  ) as Record<MeditationStylePresetId, StyleText>,
  libraryEducation: LIBRARY_MEDITATION_EDUCATION,
  meditationLibrary: Object.fromEntries(
    MEDITATION_LIBRARY.map(({ id, name, description, phases }) => [
      id,
      { name, description, ...(phases ? { phases: phases.map((phase) => [phase.name, phase.cue] as const) } : {}) },
    ]),
  ),
  breathingLibrary: Object.fromEntries(BREATHING_LIBRARY.map(({ id, name, description }) => [id, { name, description }])),
};
