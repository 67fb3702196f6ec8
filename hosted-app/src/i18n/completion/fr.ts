import type { Message } from '@stillpoint/sdk/catalog';
import type { CompletionKey } from './en';

/** Session Complete's words in French, for the app and the public pages' session island alike. */
export const completionFr: Readonly<Record<CompletionKey, Message>> = {
  'complete.heading': 'Séance terminée',
  'complete.breathing': '{duration} de respiration',
  'complete.meditation': '{duration} de méditation',
  'complete.seconds': { one: '{count} seconde', other: '{count} secondes' },
  'complete.minutes': { one: '{count} minute', other: '{count} minutes' },
  'complete.streakLabel': { one: 'Série : {count} jour d’affilée', other: 'Série : {count} jours d’affilée' },
  'complete.daysInARow': { one: 'jour d’affilée', other: 'jours d’affilée' },
  'complete.again': 'Encore',
  'complete.done': 'Terminé',
};
