import { parseBreathingConfig, type BreathingConfig } from '@stillpoint/sdk/catalog';

export interface ExampleSession {
  readonly id: string;
  readonly name: string;
  readonly config: BreathingConfig;
}

/**
 * An app's own session settings go through the SDK's schema first: a typo is a readable error at
 * start-up, not a runner that silently does something else.
 */
function checked(input: BreathingConfig): BreathingConfig {
  const parsed = parseBreathingConfig(input);
  if (!parsed.ok) throw new Error(parsed.errors.map((error) => `${error.field}: ${error.message}`).join(' '));
  return parsed.value;
}

const base = {
  restBetweenSets: 0,
  visualGuide: 'circle',
  ambient: 'none',
  notificationSound: 'bell_chime',
  notificationsEnabled: true,
} as const;

export const SESSIONS: readonly ExampleSession[] = [
  {
    id: 'taster',
    name: 'Taster: one 1-1-1 breath',
    config: checked({ ...base, technique: 'custom', duration: { type: 'rounds', value: 1 }, customPattern: { inhale: 1, hold: 1, exhale: 1, holdAfterExhale: 0 } }),
  },
  {
    id: 'box',
    name: 'Box breathing, 4 rounds',
    config: checked({ ...base, technique: 'box', duration: { type: 'rounds', value: 4 }, customPattern: { inhale: 4, hold: 4, exhale: 4, holdAfterExhale: 4 } }),
  },
];
