import type { Translator } from '../catalog/messages/createTranslator';
import type { RunnerState } from '../core/types';

/**
 * The line under "Session Complete" or "Session Ended": how long the session ran (and, for a
 * breathing session that completed, its rounds), where the round counter would otherwise go stale.
 * Empty while the session has not ended.
 */
export function endSummary(state: RunnerState, words: Translator): string {
  if (state.status === 'stopped') return words.t('runner.after', { duration: words.duration(state.elapsed) });
  if (state.status !== 'complete') return '';
  const duration = words.duration(state.elapsed);
  return state.rounds > 0 ? `${duration} · ${words.t('runner.rounds', { count: state.rounds })}` : duration;
}
