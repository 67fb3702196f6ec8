import { BREATHING_LIBRARY, BREATHING_PRESETS, MEDITATION_LIBRARY, MEDITATION_PRESETS } from '@stillpoint/sdk/catalog';

/** An id as the app sends it ("box", "deep-reset"), as opposed to a saved pattern's own name. */
const ID = /^[a-z0-9-]+$/;

/**
 * A log entry's practice when it carries no name of its own (entries sent before titles were): the catalog's name
 * ("Box Breathing", "Yoga Nidra (NSDR)"), a saved pattern's name as older entries recorded it, "Custom pattern"
 * or "Custom meditation", or the id in words.
 */
export function techniqueText(technique: string, kind: 'breathing' | 'meditation'): string {
  const preset = [...BREATHING_PRESETS, ...MEDITATION_PRESETS, ...MEDITATION_LIBRARY, ...BREATHING_LIBRARY].find((candidate) => candidate.id === technique);
  if (preset) return preset.name;
  if (technique === 'custom') return kind === 'breathing' ? 'Custom pattern' : 'Custom meditation';
  return ID.test(technique) ? technique.replace(/-/g, ' ') : technique;
}
