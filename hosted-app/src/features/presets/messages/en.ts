import type { Message } from '@stillpoint/sdk/catalog';

/**
 * The presets' words in English, around the presets themselves (the quick-start lists, the suggestions and featured
 * sessions below the home's first screen, the preset detail dialog): the source of the keys.
 */
export const en = {
  'presets.learnMore': 'Learn more',
  'presets.learnMoreAbout': 'Learn more about {name}',
  'presets.minutes': '{count} min',
  'presets.rounds': { one: '{count} round', other: '{count} rounds' },
  'presets.again': 'Again',
  'presets.suggested': 'Suggested for you',
  'presets.featured': 'Featured sessions',
  'presets.why.morning': 'A steady start to the morning',
  'presets.why.midday': 'A one-minute reset between things',
  'presets.why.evening': 'Winding down for the evening',
  'presets.why.stress': 'For stress: a longer exhale',
  'presets.why.focus': 'For focus: one anchor, then another',
  'presets.why.energy': 'For energy: breathe to wake up',
  'presets.why.sleep': 'For sleep: soften the body',
  'presets.why.quiet': 'Ten quiet minutes',
  // When a mood's recommendation fails: §8's fallback is 5 minutes of box breathing
  'presets.recommendationFailed': 'Recommendation failed',
  'presets.instead': 'Starting Box Breathing for 5 minutes instead.',
  'presets.gentle': 'Starting a gentle breathing session instead.',
  'presets.offline': 'You are offline, so no recommendation can be made.',
  'presets.trialEnded': 'Recommendations come with a subscription, and your free trial has ended.',
  'presets.unreachable': 'Stillpoint could not be reached.',
  'presets.seePlans': 'See plans',
  'presets.beginner': 'Beginner',
  'presets.intermediate': 'Intermediate',
  'presets.advanced': 'Advanced',
  'presets.how': 'How to Practice',
  'presets.why': 'Why It Works',
  'presets.when': 'When to Use',
  'presets.science': 'The Science',
  'presets.length': 'Length',
  'presets.close': 'Close',
  'presets.start': 'Start {minutes} min Session',
} as const satisfies Record<string, Message>;

export type PresetsMessageKey = keyof typeof en;
