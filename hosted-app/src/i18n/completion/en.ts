import type { Message } from '@stillpoint/sdk/catalog';

/**
 * Session Complete's words in English: the app's completion screen and a public page's session island say them alike
 * (i18n/en.ts and public/words/chromeWords.ts take them from here).
 */
export const completionEn = {
  'complete.heading': 'Session Complete',
  'complete.breathing': '{duration} of breathing',
  'complete.meditation': '{duration} of meditation',
  'complete.seconds': { one: '{count} second', other: '{count} seconds' },
  'complete.minutes': { one: '{count} minute', other: '{count} minutes' },
  'complete.streakLabel': { one: 'Streak: {count} day in a row', other: 'Streak: {count} days in a row' },
  'complete.daysInARow': { one: 'day in a row', other: 'days in a row' },
  'complete.again': 'Again',
  'complete.done': 'Done',
} as const satisfies Record<string, Message>;

export type CompletionKey = keyof typeof completionEn;
