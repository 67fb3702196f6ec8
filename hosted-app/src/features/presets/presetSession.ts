import type { BreathingPreset, MeditationPreset } from '@stillpoint/sdk/catalog';
import type { SessionRequest } from '../session/sessionRequest';

/** The session a preset starts: its own config, its name as the title. */
export function presetSession(preset: BreathingPreset | MeditationPreset): SessionRequest {
  const base = { title: preset.name, source: 'preset' as const, technique: preset.id };
  return 'pattern' in preset ? { ...base, kind: 'breathing', config: preset.config } : { ...base, kind: 'meditation', config: preset.config };
}
