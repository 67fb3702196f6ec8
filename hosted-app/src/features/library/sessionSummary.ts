import type { SavedSession } from '@stillpoint/api/contract';
import { AMBIENT_LABELS, BREATHING_PRESETS, MEDITATION_TYPE_LABELS, VISUAL_GUIDE_LABELS, type BreathingConfig, type MeditationConfig } from '@stillpoint/sdk/catalog';

/** A saved session's settings in a few words: "4-0-6-0 · 8 rounds · Lungs", "20 min · Body Scan · Sea". */
export function sessionSummary(session: SavedSession): string {
  if (session.type === 'breathing') {
    const config = session.config as unknown as BreathingConfig;
    const pattern = config.customPattern ? [config.customPattern.inhale, config.customPattern.hold, config.customPattern.exhale, config.customPattern.holdAfterExhale].join('-') : '';
    const length = config.duration?.type === 'time' ? `${config.duration.value} min` : `${config.duration?.value ?? '?'} rounds`;
    const technique = BREATHING_PRESETS.find((preset) => preset.id === config.technique)?.name;
    return [technique ?? pattern, length, VISUAL_GUIDE_LABELS[config.visualGuide]].filter(Boolean).join(' · ');
  }
  const config = session.config as unknown as MeditationConfig;
  const ambient = config.ambient && config.ambient !== 'none' ? AMBIENT_LABELS[config.ambient] : '';
  return [`${config.duration} min`, MEDITATION_TYPE_LABELS[config.type], config.zenMode ? 'Zen Mode' : '', ambient].filter(Boolean).join(' · ');
}
