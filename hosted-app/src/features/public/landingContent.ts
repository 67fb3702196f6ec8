import type { BreathingPresetId, MeditationStylePresetId } from '@stillpoint/sdk/catalog';
import { FREE_OFFLINE_PRACTICES } from '../offline/freeOfflineSessions';
import type { Words } from './pageWords';
import type { LandingKey } from './words/landingWords';

/** A text of the landing, written with the landing's words in the page's language. */
type Text = (t: Words<LandingKey>) => string;

/**
 * The landing page's content (commercial.md §2), kept apart from its layout; its words are the landing's words
 * (words/landingWords.ts). The technique and meditation cards name the catalog's presets by id and their words name
 * them as the catalog does (landingContent.test.ts holds them to it), but are not read from it: the catalog's presets carry their education text, kilobytes the first screen does not need.
 */

export interface LandingCard {
  /** The catalog's preset id (`custom-timer` is the meditation builder's plain timer); its words are `card.<id>.*` of the landing's words. */
  readonly id: LandingCardId;
  /** Where to read more (a technique page), when there is one. */
  readonly to?: string;
}

type CardIdOf<Key> = Key extends `card.${infer Id}.name` ? Id : never;
export type LandingCardId = CardIdOf<LandingKey>;

export const LANDING_FEATURES = ['timing', 'techniques', 'styles', 'own', 'mood', 'offline'] as const;

/** Six of the catalog's nine breathing techniques (commercial.md §2: six on the landing), each linking to its page. */
export const LANDING_BREATHING: readonly LandingCard[] = (
  [
    ['box', 'box-breathing'],
    ['4-7-8', '4-7-8-breathing'],
    ['coherent', 'coherent-breathing'],
    ['physiological-sigh', 'physiological-sigh'],
    ['1-2-ratio', '1-2-ratio-breathing'],
    ['humming-exhale', 'humming-exhale'],
  ] as const
).map(([id, slug]) => ({ id, to: `/techniques/${slug}` }));

/** Six of the catalog's ten meditation styles, then the plain timer (commercial.md §2: a Custom Timer card). */
export const LANDING_MEDITATIONS: readonly LandingCard[] = [
  { id: 'quick' },
  { id: 'body-scan' },
  { id: 'emotion-surfing' },
  { id: 'open-awareness' },
  { id: 'gaze-meditation' },
  { id: 'walking-meditation' },
  { id: 'custom-timer', to: '/meditation' },
];

/** A practice a visitor runs in place on the landing page, as the widget's attributes. */
export type VisitorPractice =
  | { readonly kind: 'breathing'; readonly name: Text; readonly technique: BreathingPresetId; readonly minutes?: number; readonly rounds?: number; readonly length: Text }
  | { readonly kind: 'meditation'; readonly name: Text; readonly preset?: MeditationStylePresetId; readonly minutes?: number; readonly length: Text };

export interface Bundle {
  /** Its words are `bundle.<id>.title` and `.text`. */
  readonly id: 'settle' | 'focus' | 'sleep';
  readonly breathing: VisitorPractice & { readonly kind: 'breathing' };
  readonly meditation: VisitorPractice & { readonly kind: 'meditation' };
}

const minutesText =
  (count: number): Text =>
  (t) =>
    t('practice.minutes', { count });

/**
 * The curated bundles: a breathing practice and a sit that go together. A visitor runs either here and now
 * (commercial.md §9's public presets where it names them: box breathing, 4-7-8 for 8 rounds, the sigh), and
 * nothing is recorded. Box breathing runs 2 minutes for a visitor, as on its technique page.
 */
export const BUNDLES: readonly Bundle[] = [
  {
    id: 'settle',
    breathing: { kind: 'breathing', name: (t) => t('card.physiological-sigh.name'), technique: 'physiological-sigh', length: (t) => t('practice.aboutOneMinute') },
    meditation: { kind: 'meditation', name: (t) => t('practice.sit', { count: 5 }), minutes: 5, length: minutesText(5) },
  },
  {
    id: 'focus',
    breathing: { kind: 'breathing', name: (t) => t('card.box.name'), technique: 'box', minutes: 2, length: minutesText(2) },
    meditation: { kind: 'meditation', name: (t) => t('card.quick.name'), preset: 'quick', length: minutesText(10) },
  },
  {
    id: 'sleep',
    breathing: { kind: 'breathing', name: (t) => t('card.4-7-8.name'), technique: '4-7-8', rounds: 8, length: (t) => t('practice.roundsAbout', { rounds: 8, minutes: 3 }) },
    meditation: { kind: 'meditation', name: (t) => t('card.body-scan.name'), preset: 'body-scan', length: minutesText(15) },
  },
];

/** The phones of the landing's hero and meditation section: each runs one practice in place. */
export const HERO_PRACTICES = { breathing: { technique: 'box', minutes: 2 }, meditation: { minutes: 3 } } as const;

/** How many practices a visitor starts in place on the home page: the phones', and each bundle's two. */
export const HOME_PAGE_PRACTICE_COUNT = Object.keys(HERO_PRACTICES).length + 2 * BUNDLES.length;

/** The philosophy's three points: `point.<id>.title` and `.text`. */
export const PHILOSOPHY_POINTS = ['scroll', 'evidence', 'quiet'] as const;

/** Why we charge, in two paragraphs. */
export const WHY_WE_CHARGE = ['charge.ads', 'charge.subscription'] as const;

/**
 * Offline, a visitor gets the free sessions (commercial.md §6, freeOfflineSessions.ts: the app's list too): box breathing for 2 minutes and the deep reset for
 * 1 minute. The widget chunks are precached by the service worker, so these run without a connection.
 */
export const OFFLINE_PRACTICES: readonly (VisitorPractice & { readonly kind: 'breathing'; readonly summary: Text })[] = FREE_OFFLINE_PRACTICES.map(({ technique, minutes }) => ({
  kind: 'breathing' as const,
  technique,
  minutes,
  name: (t) => t(technique === 'box' ? 'card.box.name' : 'offline.deep-reset.name'),
  summary: (t) => t(technique === 'box' ? 'offline.box.summary' : 'offline.deep-reset.summary'),
  length: minutesText(minutes),
}));
