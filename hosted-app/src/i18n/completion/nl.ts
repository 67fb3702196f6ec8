import type { Message } from '@stillpoint/sdk/catalog';
import type { CompletionKey } from './en';

/** Session Complete's words in Dutch, for the app and the public pages' session island alike. */
export const completionNl: Readonly<Record<CompletionKey, Message>> = {
  'complete.heading': 'Sessie voltooid',
  'complete.breathing': '{duration} ademhaling',
  'complete.meditation': '{duration} meditatie',
  'complete.seconds': { one: '{count} seconde', other: '{count} seconden' },
  'complete.minutes': { one: '{count} minuut', other: '{count} minuten' },
  'complete.streakLabel': { one: 'Reeks: {count} dag op rij', other: 'Reeks: {count} dagen op rij' },
  'complete.daysInARow': { one: 'dag op rij', other: 'dagen op rij' },
  'complete.again': 'Nog een keer',
  'complete.done': 'Klaar',
};
