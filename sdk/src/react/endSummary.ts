import type { RunnerState } from '../core/types';
import { spokenDuration } from './format';

/**
 * The line under "Session Complete" or "Session Ended": how long the session ran (and, for a
 * breathing session that completed, its rounds), where the round counter would otherwise go stale.
 * Empty while the session has not ended.
 */
export function endSummary(state: RunnerState): string {
  if (state.status === 'stopped') return `After ${spokenDuration(state.elapsed)}`;
  if (state.status !== 'complete') return '';
  const rounds = state.rounds > 0 ? ` · ${state.rounds} round${state.rounds === 1 ? '' : 's'}` : '';
  return `${spokenDuration(state.elapsed)}${rounds}`;
}
