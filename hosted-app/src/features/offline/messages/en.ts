import type { Message } from '@stillpoint/sdk/catalog';

/** The offline and install parts' words in English (the banner, the update and install offers, the offline sessions): the source of the keys. */
export const en = {
  'offline.mode': 'Offline Mode',
  'offline.backOnline': 'Back Online',
  'offline.sessions': { one: '{count} session available offline', other: '{count} sessions available offline' },
  'offline.waiting': { one: '{count} completion waiting to be sent', other: '{count} completions waiting to be sent' },
  'offline.unsaved': { one: '{count} not saved on this device: keep this page open', other: '{count} not saved on this device: keep this page open' },
  'offline.counting': 'Counting…',
  'offline.updateRegion': 'Update the app',
  'offline.refreshRegion': 'Refresh the app',
  'offline.newVersion': 'A new version of Stillpoint is ready.',
  'offline.refreshText': 'Refresh to get the latest version of Stillpoint.',
  'offline.update': 'Update',
  'offline.refresh': 'Refresh',
  'offline.later': 'Later',
  'offline.close': 'Close',
  'offline.installRegion': 'Install Stillpoint',
  'offline.installText': 'Install Stillpoint to open it like an app, also offline.',
  'offline.install': 'Install',
  'offline.iosHint': 'To install Stillpoint, tap Share, then Add to Home Screen.',
  'offline.dismiss': 'Dismiss',
  'offline.installSection': 'Open Stillpoint like an app, also offline.',
  // Safari's audio notice (shell/AudioLimitBanner)
  'offline.audioTitle': 'Audio Notifications Limited',
  'offline.audioText': 'Safari may pause sounds when the screen locks, and on iPhone the silent switch can mute them. Keep the screen on during a session to hear every cue.',
  'offline.gotIt': 'Got it',
  'offline.available': 'Available offline',
  'offline.none': 'No cached sessions available offline',
  'offline.free.box': 'Box Breathing',
  'offline.free.deep-reset': 'Deep Reset',
} as const satisfies Record<string, Message>;

export type OfflineMessageKey = keyof typeof en;
