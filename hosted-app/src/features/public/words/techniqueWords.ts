import { loadMessages, loadedMessages, type Locale, type MessageKey } from '@stillpoint/sdk/catalog';
import { loadForThisPage, pageWords } from '../pageWords';
import { TECHNIQUE_PAGES } from '../techniquePages';
import { englishTechniqueText, techniqueMessages } from './techniqueTexts';

/**
 * A technique page's own words (its frame: headings, chips, buttons, the invitation), in English; the other languages
 * beside it. The technique's name is the SDK's (its catalog names the techniques in every language), the rest of its
 * words are `techniqueTexts` below.
 */
const en = {
  'meta.title': '{name}: how to do it, step by step',
  'meta.description': 'How to do {name}, step by step: {description}',
  'meta.try': 'Try it here, no account needed.',
  'meta.howTo': 'How to do {name}',
  kicker: 'Breathing technique',
  glance: 'At a glance',
  'length.minutes': { one: '{count} minute', other: '{count} minutes' },
  'length.rounds': { one: '{count} round', other: '{count} rounds' },
  'try.minutes': { one: '{count}-minute try here', other: '{count}-minute try here' },
  'try.rounds': { one: '{count}-round try here', other: '{count}-round try here' },
  'difficulty.beginner': 'beginner',
  'difficulty.intermediate': 'intermediate',
  'difficulty.advanced': 'advanced',
  beforeStart: 'Before you start:',
  start: 'Start {name}',
  'practised.seconds': { one: '{count} second', other: '{count} seconds' },
  'practised.minutes': { one: '{count} minute', other: '{count} minutes' },
  invite: 'You just breathed {time} of {name}. The 14-day free trial keeps a history of every session, and your streak.',
  'how.title': 'How it works',
  'benefits.title': 'Benefits',
  'when.title': 'When to use it',
  'background.title': 'Background',
  'more.title': 'More breathing techniques',
  'access.title': 'Make it a daily practice',
  'access.text': 'Every technique at its full length, your own patterns, a meditation timer, and your history and streaks.',
  'access.button': 'Get Full Access',
} as const;

export type TechniqueKey = keyof typeof en;

export const techniqueWords = pageWords<TechniqueKey>(en, {
  de: async () => (await import('./technique.de')).de,
  nl: async () => (await import('./technique.nl')).nl,
  fr: async () => (await import('./technique.fr')).fr,
  es: async () => (await import('./technique.es')).es,
});

export const techniqueEnglish = en;

/** The English words of every technique, from the catalog's presets: the reference of every other language's. */
export const techniqueTextsEnglish = techniqueMessages(Object.fromEntries(TECHNIQUE_PAGES.map(({ preset }) => [preset.id, englishTechniqueText(preset)])));

/** Each technique's words (`box.subtitle`, `box.phase1.name`, `box.how`…), with the SDK's catalog of the same language. */
export const techniqueTexts = pageWords<string>(techniqueTextsEnglish, {
  de: async () => (await Promise.all([import('./techniques.de'), loadMessages('de')]))[0].de,
  nl: async () => (await Promise.all([import('./techniques.nl'), loadMessages('nl')]))[0].nl,
  fr: async () => (await Promise.all([import('./techniques.fr'), loadMessages('fr')]))[0].fr,
  es: async () => (await Promise.all([import('./techniques.es'), loadMessages('es')]))[0].es,
});

/** The SDK catalog's key of each technique's name. */
const NAME_KEYS: Readonly<Record<string, MessageKey>> = {
  box: 'technique.box',
  '4-7-8': 'technique.478',
  coherent: 'technique.coherent',
  '1-2-ratio': 'technique.ratio12',
  'physiological-sigh': 'technique.physiologicalSigh',
  'step-down': 'technique.stepDown',
  tidal: 'technique.tidal',
  'humming-exhale': 'technique.hummingExhale',
  'deep-reset': 'technique.deepReset',
};

/** A technique's name in `language`, as the SDK's catalog writes it (loaded with the page's words). */
export function techniqueName(language: Locale, id: string, english: string): string {
  const key = NAME_KEYS[id];
  const catalog = loadedMessages(language);
  const name = key && catalog?.[key];
  return typeof name === 'string' ? name : english;
}

await loadForThisPage(techniqueWords, techniqueTexts);
