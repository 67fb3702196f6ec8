import type { Message } from '@stillpoint/sdk/catalog';

/**
 * The session screen's own words in English, around the runner (whose words are the SDK's catalog): its tab's title, its
 * heading, what became of a session whose page was lost, and the warning when the device will not store a completion.
 */
export const en = {
  'session.title': 'Session',
  'session.breathing': 'Breathing session',
  'session.meditation': 'Meditation session',
  'session.awayName.breathing': 'breathing session',
  'session.awayName.meditation': 'meditation',
  'session.away.completed': 'Your {name} ran to its end while the page was closed. It is in your history.',
  'session.away.stopped': 'Your {name} stopped when the page closed. The {duration} you sat are in your history.',
  'session.away.tooShort': 'Your {name} stopped when the page closed, too soon to log.',
  'session.storageRefused': 'Storage full or not allowed',
  'session.storageRefusedDetail': 'This device did not let Stillpoint save your session. It will be sent as soon as you are online: closing this page now would lose it.',
} as const satisfies Record<string, Message>;

export type SessionMessageKey = keyof typeof en;
