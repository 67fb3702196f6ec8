import { BREATHING_LIBRARY, BREATHING_PRESETS, MEDITATION_LIBRARY, MEDITATION_PRESETS } from '@stillpoint/sdk/catalog';
import { englishText, type TextOf } from '../../i18n/englishText';
import { en, type HistoryMessageKey } from './messages/en';

/** An id as the app sends it ("box", "deep-reset"), as opposed to a saved pattern's own name. */
const ID = /^[a-z0-9-]+$/;

/**
 * A log entry's practice when it carries no name of its own (entries sent before titles were): the catalog's
 * English name ("Box Breathing", "Yoga Nidra (NSDR)", which the screen words in the reader's language), a saved
 * pattern's name as older entries recorded it, "Custom pattern" or "Custom meditation" in the reader's words, or
 * the id in words.
 */
export function techniqueText(technique: string, kind: 'breathing' | 'meditation', text: TextOf<HistoryMessageKey> = englishText(en)): string {
  const preset = [...BREATHING_PRESETS, ...MEDITATION_PRESETS, ...MEDITATION_LIBRARY, ...BREATHING_LIBRARY].find((candidate) => candidate.id === technique);
  if (preset) return preset.name;
  if (technique === 'custom') return text(kind === 'breathing' ? 'history.customPattern' : 'history.customMeditation');
  return ID.test(technique) ? technique.replace(/-/g, ' ') : technique;
}
