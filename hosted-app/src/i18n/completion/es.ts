import type { Message } from '@stillpoint/sdk/catalog';
import type { CompletionKey } from './en';

/** Session Complete's words in Spanish, for the app and the public pages' session island alike. */
export const completionEs: Readonly<Record<CompletionKey, Message>> = {
  'complete.heading': 'Sesión completada',
  'complete.breathing': '{duration} de respiración',
  'complete.meditation': '{duration} de meditación',
  'complete.seconds': { one: '{count} segundo', other: '{count} segundos' },
  'complete.minutes': { one: '{count} minuto', other: '{count} minutos' },
  'complete.streakLabel': { one: 'Racha: {count} día seguido', other: 'Racha: {count} días seguidos' },
  'complete.daysInARow': { one: 'día seguido', other: 'días seguidos' },
  'complete.again': 'Otra vez',
  'complete.done': 'Hecho',
};
