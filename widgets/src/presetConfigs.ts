import {
  BREATHING_PRESET_CONFIGS,
  BREATHING_TECHNIQUES,
  DEFAULT_BREATHING_CONFIG,
  DEFAULT_MEDITATION_CONFIG,
  MEDITATION_PRESET_CONFIGS,
  type BreathingConfig,
  type BreathingTechnique,
  type MeditationConfig,
} from '@stillpoint/sdk/catalog';
import type { AttributeError } from './attributes';

type Base<T> = { readonly ok: true; readonly config: T } | { readonly ok: false; readonly error: AttributeError };

const choices = (ids: readonly string[]) => ids.join(', ');

/**
 * The config a preset id names in one of the catalog's tables (only the configs: the widgets carry
 * none of the cards' prose). An own key only, so `preset="constructor"` is not a preset.
 */
function configOf<T>(table: Readonly<Record<string, T>>, id: string): T | undefined {
  return Object.hasOwn(table, id) ? table[id] : undefined;
}

/**
 * The config a <breath-session> starts from: the named preset's; else the preset of the named
 * technique (technique="box" is the Box preset, 4-4-4-4); else, for `custom` or no technique, the
 * custom builder's defaults (5 rounds of 4-0-4-0).
 */
export function breathingBase(preset: string | undefined, technique: string | undefined): Base<BreathingConfig> {
  if (preset !== undefined) {
    const found = configOf(BREATHING_PRESET_CONFIGS, preset);
    if (found) return { ok: true, config: found };
    const message = `preset="${preset}" is not a breathing preset. Use one of: ${choices(Object.keys(BREATHING_PRESET_CONFIGS))}.`;
    return { ok: false, error: { attribute: 'preset', message } };
  }
  if (technique === undefined || technique === 'custom') return { ok: true, config: DEFAULT_BREATHING_CONFIG };
  const found = configOf(BREATHING_PRESET_CONFIGS, technique);
  if (found) return { ok: true, config: found };
  if ((BREATHING_TECHNIQUES as readonly string[]).includes(technique)) {
    return { ok: true, config: { ...DEFAULT_BREATHING_CONFIG, technique: technique as BreathingTechnique } };
  }
  const message = `technique="${technique}": Technique must be one of: ${choices(BREATHING_TECHNIQUES)}.`;
  return { ok: false, error: { attribute: 'technique', message } };
}

/** The config a <meditation-timer> starts from: the named style preset's, else the builder's defaults (15 min basic timer). */
export function meditationBase(preset: string | undefined): Base<MeditationConfig> {
  if (preset === undefined || preset === 'custom') return { ok: true, config: DEFAULT_MEDITATION_CONFIG };
  const found = configOf(MEDITATION_PRESET_CONFIGS, preset);
  if (found) return { ok: true, config: found };
  const message = `preset="${preset}" is not a meditation preset. Use one of: ${choices([...Object.keys(MEDITATION_PRESET_CONFIGS), 'custom'])}.`;
  return { ok: false, error: { attribute: 'preset', message } };
}
