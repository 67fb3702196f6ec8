import type { BreathingConfig } from './breathingConfig';
import { BREATHING_PRESETS, patternText } from './breathingPresets';
import type { MeditationConfig } from './meditationConfig';
import { MEDITATION_TYPE_LABELS, meditationTotalMinutes } from './meditationLabels';
import { MEDITATION_PRESETS } from './meditationPresets';
import { AMBIENT_LABELS, VISUAL_GUIDE_LABELS } from './optionLabels';

/** "1 round", "8 rounds": a count with its noun, singular for one. */
export function countText(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** A breathing session's length as the cards say it: "10 min", "1 round", "8 rounds". */
export function breathingLengthText(config: Pick<BreathingConfig, 'duration'>): string {
  return config.duration.type === 'time' ? `${config.duration.value} min` : countText(config.duration.value, 'round');
}

/**
 * The style a meditation runs, by name: its style preset's ("Zen", "TM Style"), else its guided type's
 * ("Body Scan"); null for the plain timer, whose automatic name already says "Meditation".
 */
export function meditationStyleName(config: Pick<MeditationConfig, 'preset' | 'type'>): string | null {
  const preset = MEDITATION_PRESETS.find((candidate) => candidate.id === config.preset);
  if (preset) return preset.name;
  return config.type === 'basic-timer' ? null : MEDITATION_TYPE_LABELS[config.type];
}

/**
 * The name a built meditation is saved and run under: the automatic name ("20 min
 * Meditation + Pranayama", meditationSessionName), then the style and, when transitions or pranayama make it longer, the whole
 * length: "1 min Meditation · Zen · 6 min in all", so the name never promises less time than the
 * session counts down.
 */
export function savedMeditationName(config: MeditationConfig): string {
  const base = `${config.duration} min Meditation${config.pranayama.enabled ? ' + Pranayama' : ''}`;
  const total = meditationTotalMinutes(config);
  return [base, meditationStyleName(config), total === config.duration ? null : `${total} min in all`].filter(Boolean).join(' · ');
}

/** A breathing config in a few words: "Box Breathing · 10 min · Circle", "4-2-6-0 · 1 round · Lungs". */
export function breathingSummary(config: BreathingConfig): string {
  const preset = config.technique === 'custom' ? undefined : BREATHING_PRESETS.find((candidate) => candidate.id === config.technique);
  return [preset?.name ?? patternText(config.customPattern), breathingLengthText(config), VISUAL_GUIDE_LABELS[config.visualGuide]].join(' · ');
}

/** A meditation config in a few words, its whole length first: "20 min · Body Scan · Sea". */
export function meditationSummary(config: MeditationConfig): string {
  const ambient = config.ambient !== 'none' ? AMBIENT_LABELS[config.ambient] : null;
  const style = meditationStyleName(config) ?? MEDITATION_TYPE_LABELS[config.type];
  // The Zen style is a zen-mode sit: "Zen · Zen Mode" would say it twice.
  const zen = config.zenMode && config.preset !== 'zen' ? 'Zen Mode' : null;
  return [`${meditationTotalMinutes(config)} min`, style, zen, ambient]
    .filter(Boolean)
    .join(' · ');
}
