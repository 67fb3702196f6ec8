import type { BreathingPresetId } from '@stillpoint/sdk/catalog';

/**
 * commercial.md §6 and core-app.md §6: what anyone runs offline, signed in or not. The one list behind the app's
 * offline sessions (offlineSessions.ts) and the landing page's offline practices (landingContent.ts); kept apart from
 * both so the landing does not bring the offline cache's code, nor the app the landing's words.
 */
export const FREE_OFFLINE_PRACTICES: readonly {
  readonly technique: BreathingPresetId;
  readonly name: string;
  readonly minutes: number;
  readonly length: string;
  /** The landing's line under its name. */
  readonly summary: string;
}[] = [
  { technique: 'box', name: 'Box Breathing', minutes: 2, length: '2 minutes', summary: 'Four even sides: in, hold, out, hold. Steady and simple.' },
  { technique: 'deep-reset', name: 'Deep Reset', minutes: 1, length: '1 minute', summary: 'Thirty easy breaths, a calm hold, then release: a full reset in a minute.' },
];
