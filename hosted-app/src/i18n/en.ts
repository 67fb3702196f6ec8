import type { Message } from '@stillpoint/sdk/catalog';
import { completionEn } from './completion/en';

/**
 * The hosted app's own words, in English: the source of the keys, and the type every other language's catalog is
 * checked against (a missing or extra key is a type error; appCatalogs.test.ts checks the placeholders). Messages
 * are formatted with the one formatter of @stillpoint/sdk/catalog: `{name}` placeholders, plural forms by `count`.
 * The runners' own words (phases, buttons, option labels) are the SDK's catalog.
 */
export const en = {
  // The signed-in frame
  'shell.sections': 'Sections',
  'shell.practice': 'Practice',
  'shell.library': 'Library',
  'shell.history': 'History',
  'shell.help': 'Help & Feedback',
  'shell.signIn': 'Sign In',
  'shell.privacy': 'Privacy Protected',
  'shell.privacyDetail': 'Your sessions and history are yours: no ads, no trackers, nothing sold. Export or delete everything from your profile.',
  'account.profile': 'Profile',
  'account.subscription': 'Subscription',
  'account.logout': 'Logout',
  'account.logoutFailed': 'Logout failed',
  'account.menuOf': '{lastName}, account menu',
  'common.tryAgain': 'Please try again',
  'common.loading': 'Loading…',
  'common.dismissNotification': 'Dismiss notification',
  // In the place of a dialog whose code did not arrive (lib/PartUnavailable.tsx)
  'part.offlineTitle': 'No connection to Stillpoint',
  'part.offlineDetail': 'This opens once you are back online.',
  'part.failedTitle': 'This could not be loaded',
  'part.failedDetail': 'Reload the page to try again.',

  // The signed-in home
  'home.feeling': 'How are you feeling?',
  'home.lead': 'Pick what fits, {firstName}: a session to match starts at once.',
  'home.quickStart': 'Quick start',
  'home.custom': 'Or create custom session',
  'home.moods': 'Moods',
  'home.finding': 'Finding a session…',
  'home.minutesRange': '{min}-{max} min',
  'home.recent': 'Your recent sessions',
  'home.allSaved': 'All saved',
  'home.loadingSessions': 'Loading your sessions…',
  'home.upgrade': 'Upgrade for unlimited access',
  'home.savedFailed': 'Your saved sessions could not be loaded.',
  'home.savedEmpty': 'Sessions you save from the builders appear here, one tap away.',
  'quick.breathing': 'Breathing',
  'quick.breathingSummary': 'Box, 4-7-8, coherent, the physiological sigh',
  'quick.meditation': 'Meditation',
  'quick.meditationSummary': 'A quick sit, body scan, TM-style, open awareness',
  'quick.region': '{title} quick start',
  'mood.calm-nerves': 'Calm Nerves',
  'mood.calm-nerves.description': 'Settle a racing heart and mind',
  'mood.fall-asleep': 'Fall Asleep',
  'mood.fall-asleep.description': 'Wind down for a restful night',
  'mood.regain-focus': 'Regain Focus',
  'mood.regain-focus.description': 'Clear the fog and concentrate',
  'mood.process-emotion': 'Process Emotion',
  'mood.process-emotion.description': 'Make room for what you feel',
  'mood.quick-reset': 'Quick Reset',
  'mood.quick-reset.description': 'A breather between things',
  'mood.just-breathe': 'Just Breathe',
  'mood.just-breathe.description': 'Slow down with a steady rhythm',
  'mood.morning-energy': 'Morning Energy',
  'mood.morning-energy.description': 'Wake up body and mind',
  'mood.body-awareness': 'Body Awareness',
  'mood.body-awareness.description': 'Come back into your body',

  ...completionEn,
} as const satisfies Record<string, Message>;

export type AppMessageKey = keyof typeof en;
export type AppCatalog = Readonly<Record<AppMessageKey, Message>>;
