import type { Message } from '@stillpoint/sdk/catalog';
import type { CompletionKey } from './en';

/** Session Complete's words in German, for the app and the public pages' session island alike. */
export const completionDe: Readonly<Record<CompletionKey, Message>> = {
  'complete.heading': 'Sitzung beendet',
  'complete.breathing': '{duration} Atmung',
  'complete.meditation': '{duration} Meditation',
  'complete.seconds': { one: '{count} Sekunde', other: '{count} Sekunden' },
  'complete.minutes': { one: '{count} Minute', other: '{count} Minuten' },
  'complete.streakLabel': { one: 'Serie: {count} Tag in Folge', other: 'Serie: {count} Tage in Folge' },
  'complete.daysInARow': { one: 'Tag in Folge', other: 'Tage in Folge' },
  'complete.again': 'Noch einmal',
  'complete.done': 'Fertig',
};
