import { BREATHING_LIBRARY, BREATHING_PRESETS, MEDITATION_LIBRARY, MEDITATION_PRESETS } from '@stillpoint/sdk/catalog';

/** An id as the app sends it ("box", "deep-reset"), as opposed to a saved pattern's own name. */
const ID = /^[a-z0-9-]+$/;

/** A log entry's practice: the catalog's name ("Box Breathing", "Yoga Nidra (NSDR)"), a saved pattern's name as it was saved, "Custom pattern", or the id in words. */
export function techniqueText(technique: string): string {
  const preset = [...BREATHING_PRESETS, ...MEDITATION_PRESETS, ...MEDITATION_LIBRARY, ...BREATHING_LIBRARY].find((candidate) => candidate.id === technique);
  if (preset) return preset.name;
  if (technique === 'custom') return 'Custom pattern';
  return ID.test(technique) ? technique.replace(/-/g, ' ') : technique;
}
