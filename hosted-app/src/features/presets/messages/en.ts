import type { Message } from '@stillpoint/sdk/catalog';

/**
 * The preset dialog's own words in English (its headings, badges and buttons): the source of every key, in the dialog's
 * chunk. A preset's name, subtitle, description and teaching are the SDK's.
 */
export const en = {
  'preset.beginner': 'Beginner',
  'preset.intermediate': 'Intermediate',
  'preset.advanced': 'Advanced',
  'preset.how': 'How to Practice',
  'preset.why': 'Why It Works',
  'preset.when': 'When to Use',
  'preset.science': 'The Science',
  'preset.minutes': '{minutes} min',
  'preset.rounds': { one: '{count} round', other: '{count} rounds' },
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
} as const satisfies Record<string, Message>;

/** A key of the preset dialog's catalog. */
export type PresetMessageKey = keyof typeof en;
