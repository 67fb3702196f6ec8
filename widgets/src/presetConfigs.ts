import {
  BREATHING_PRESETS,
  BREATHING_TECHNIQUES,
  DEFAULT_BREATHING_CONFIG,
  DEFAULT_MEDITATION_CONFIG,
  MEDITATION_PRESETS,
  type BreathingConfig,
  type BreathingTechnique,
  type MeditationConfig,
} from '@stillpoint/sdk/catalog';
import type { AttributeError } from './attributes';

type Base<T> = { readonly ok: true; readonly config: T } | { readonly ok: false; readonly error: AttributeError };

const choices = (ids: readonly string[]) => ids.join(', ');

/**
 * The config a <breath-session> starts from: the named preset's; else the preset of the named
 * technique (technique="box" is the Box preset, 4-4-4-4); else, for `custom` or no technique, the
 * custom builder's defaults (5 rounds of 4-0-4-0).
 */
export function breathingBase(preset: string | undefined, technique: string | undefined): Base<BreathingConfig> {
  if (preset !== undefined) {
    const found = BREATHING_PRESETS.find((candidate) => candidate.id === preset);
    if (found) return { ok: true, config: found.config };
    const message = `preset="${preset}" is not a breathing preset. Use one of: ${choices(BREATHING_PRESETS.map((p) => p.id))}.`;
    return { ok: false, error: { attribute: 'preset', message } };
  }
  if (technique === undefined || technique === 'custom') return { ok: true, config: DEFAULT_BREATHING_CONFIG };
  const found = BREATHING_PRESETS.find((candidate) => candidate.id === technique);
  if (found) return { ok: true, config: found.config };
  if ((BREATHING_TECHNIQUES as readonly string[]).includes(technique)) {
    return { ok: true, config: { ...DEFAULT_BREATHING_CONFIG, technique: technique as BreathingTechnique } };
  }
  const message = `technique="${technique}": Technique must be one of: ${choices(BREATHING_TECHNIQUES)}.`;
  return { ok: false, error: { attribute: 'technique', message } };
}

/** The config a <meditation-timer> starts from: the named style preset's, else the builder's defaults (15 min basic timer). */
export function meditationBase(preset: string | undefined): Base<MeditationConfig> {
  if (preset === undefined || preset === 'custom') return { ok: true, config: DEFAULT_MEDITATION_CONFIG };
  const found = MEDITATION_PRESETS.find((candidate) => candidate.id === preset);
  if (found) return { ok: true, config: found.config };
  const message = `preset="${preset}" is not a meditation preset. Use one of: ${choices([...MEDITATION_PRESETS.map((p) => p.id), 'custom'])}.`;
  return { ok: false, error: { attribute: 'preset', message } };
}
