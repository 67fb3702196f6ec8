import type { MeditationConfig } from './meditationConfig';

/**
 * The meditation session's generated name: the duration followed by "min Meditation",
 * with " + Pranayama" when pranayama is on. There is no text input for it.
 */
export function meditationSessionName(config: Pick<MeditationConfig, 'duration' | 'pranayama'>): string {
  return `${config.duration} min Meditation${config.pranayama.enabled ? ' + Pranayama' : ''}`;
}
