import { BREATHING_LIBRARY, BREATHING_PRESETS, breathingPreset, MEDITATION_LIBRARY, MEDITATION_PRESETS } from '@stillpoint/sdk/catalog';
import { librarySessionRequest, type LibraryItem } from '../library/libraryShelves';
import { presetSession } from '../presets/presetSession';
import type { LocalLogEntry } from './localLog';
import type { SessionRequest } from './sessionRequest';

/**
 * The home-screen shortcuts of the web manifest (public/manifest.webmanifest): each opens /app/session with what to
 * start. Signed in, the session starts at once; a visitor signs in first and then goes on to the same address
 * (RequireUser's deep link).
 */
export const SHORTCUTS = {
  last: '/app/session?start=last',
  box: '/app/session?start=box',
} as const;

export type ShortcutName = keyof typeof SHORTCUTS;

/** The query parameter a shortcut's address carries. */
export const SHORTCUT_PARAM = 'start';

export const isShortcutName = (value: string | null): value is ShortcutName => value !== null && Object.hasOwn(SHORTCUTS, value);

/**
 * The session an entry of the local log can start again: one whose technique is a preset's or a library entry's
 * id of the same kind. The log keeps no config, so a built or saved session cannot be rebuilt from it.
 */
function sessionOf(entry: LocalLogEntry): SessionRequest | null {
  const presets = entry.session_type === 'breathing' ? BREATHING_PRESETS : MEDITATION_PRESETS;
  const preset = presets.find((candidate) => candidate.id === entry.technique);
  if (preset) return presetSession(preset);
  const library: readonly LibraryItem[] =
    entry.session_type === 'breathing' ? BREATHING_LIBRARY.map((item) => ({ kind: 'breathing', entry: item })) : MEDITATION_LIBRARY.map((item) => ({ kind: 'meditation', entry: item }));
  const item = library.find((candidate) => candidate.entry.id === entry.technique);
  return item ? librarySessionRequest(item) : null;
}

/**
 * What a shortcut starts: box breathing; or the last session this device ran (`lastRun`, kept with its settings by
 * recentRuns.ts), else the newest entry of the local log (newest first) that can be started again, for runs from
 * before the device kept them; null when there is none (the caller shows the selector instead).
 */
export function shortcutSession(name: ShortcutName, lastRun: SessionRequest | null, log: readonly LocalLogEntry[]): SessionRequest | null {
  if (name === 'box') return presetSession(breathingPreset('box'));
  if (lastRun) return lastRun;
  for (const entry of log) {
    const session = sessionOf(entry);
    if (session) return session;
  }
  return null;
}
