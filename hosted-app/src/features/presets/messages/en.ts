import type { Message } from '@stillpoint/sdk/catalog';

/**
 * The presets' own words in English (the preset dialog's headings, badges and buttons; the quick-start lists, the
 * suggestions and featured sessions below the home's first screen): the source of every key. A preset's name,
 * subtitle, description and teaching are the SDK's.
 */
export const en = {
  'preset.beginner': 'Beginner',
  'preset.intermediate': 'Intermediate',
  'preset.advanced': 'Advanced',
  'preset.how': 'How to Practice',
  'preset.why': 'Why It Works',
  'preset.when': 'When to Use',
  'preset.science': 'The Science',
  'preset.length': 'Length',
  'preset.close': 'Close',
  'preset.start': 'Start {minutes} min Session',
  'category.balance': 'balance',
  'category.body': 'body',
  'category.calm': 'calm',
  'category.emotion': 'emotion',
  'category.energy': 'energy',
  'category.focus': 'focus',
  'category.mantra': 'mantra',
  'category.mindfulness': 'mindfulness',
  'category.movement': 'movement',
  'category.sleep': 'sleep',
  'category.stillness': 'stillness',
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
} as const satisfies Record<string, Message>;

/** A key of the preset dialog's catalog. */
export type PresetMessageKey = keyof typeof en;
