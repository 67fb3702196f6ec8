export interface FeaturedPractice {
  readonly id: 'box' | 'physiological-sigh' | 'deep-reset';
  readonly name: string;
  readonly summary: string;
  readonly length: string;
}

/**
 * The visitor's two featured practices (core-app.md §6): box breathing for 2 minutes, and the physiological sigh.
 * What each runs is in FeaturedRunner.tsx, loaded when one starts.
 */
export const FEATURED_PRACTICES: readonly FeaturedPractice[] = [
  {
    id: 'box',
    name: 'Box Breathing',
    summary: 'In, hold, out, hold: four counts each. Steadying, and simple to follow.',
    length: '2 minutes · 4-4-4-4',
  },
  {
    id: 'physiological-sigh',
    name: 'Physiological Sigh',
    summary: 'Two inhales and a long exhale: the quickest way to settle.',
    length: 'About 1 minute · 2 in, 6 out',
  },
];

/** commercial.md §6: offline, a visitor gets box breathing for 2 minutes and the deep reset for 1 minute. */
export const OFFLINE_PRACTICES: readonly FeaturedPractice[] = [
  FEATURED_PRACTICES[0]!,
  {
    id: 'deep-reset',
    name: 'Deep Reset',
    summary: 'Thirty easy breaths, a calm hold, then release: a full reset in a minute.',
    length: '1 minute',
  },
];
