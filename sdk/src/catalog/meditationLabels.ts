import type { MeditationConfig } from './meditationConfig';
import { en } from './messages/en';
import type { MeditationType, SegmentKind } from './options';

/** The name of each meditation type, as the runner's phase label and the cards show it; a basic timer is "Meditation". */
export const MEDITATION_TYPE_LABELS: Readonly<Record<MeditationType, string>> = {
  'basic-timer': en['phase.meditation'],
  'micro-reset': en['meditationType.microReset'],
  'body-scan': en['meditationType.bodyScan'],
  'anchor-switching': en['meditationType.anchorSwitching'],
  'emotion-surfing': en['meditationType.emotionSurfing'],
  'mental-labeling': en['meditationType.mentalLabeling'],
  'gaze-meditation': en['meditationType.gazeMeditation'],
  'open-awareness': en['meditationType.openAwareness'],
  'walking-meditation': en['meditationType.walkingMeditation'],
};

/** The name of each kind of program segment, as the runner's phase label and the builder show it. */
export const SEGMENT_KIND_LABELS: Readonly<Record<SegmentKind, string>> = {
  settle: en['segment.settle'],
  sit: en['segment.sit'],
  walk: en['segment.walk'],
};

/** Pranayama + main + post-meditation, in minutes: the "total minutes" a style card shows. */
export function meditationTotalMinutes(config: MeditationConfig): number {
  return (
    config.duration + (config.pranayama.enabled ? config.pranayama.duration : 0) + (config.postMeditation.enabled ? config.postMeditation.duration : 0)
  );
}

/** A style card's phase chips, in session order, derived from the config so a card never disagrees with its session. */
export function meditationPhaseChips(config: MeditationConfig): string[] {
  const chips: string[] = [];
  if (config.pranayama.enabled) chips.push(`Pranayama ${config.pranayama.duration} min`);
  chips.push(`${MEDITATION_TYPE_LABELS[config.type]} ${config.duration} min`);
  if (config.postMeditation.enabled) chips.push(`Transition ${config.postMeditation.duration} min`);
  if (config.guidance?.enabled) chips.push(`Prompts every ${config.guidance.interval} s`);
  if (config.bells?.enabled && config.bells.interval > 0) chips.push(`Bell every ${config.bells.interval} min`);
  if (config.zenMode) chips.push('Zen Mode');
  return chips;
}
