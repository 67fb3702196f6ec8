import type { RunnerState } from '../core/types';
import { secondsLeft } from './format';

/** What the runner says through the settle-in, before the session's first phase. */
export const SETTLE_IN_TEXT = 'Get comfortable';

/** True while the session settles in (running or paused before its first phase). */
export function isSettling(state: RunnerState): boolean {
  return (state.status === 'running' || state.status === 'paused') && (state.settling ?? 0) > 0;
}

/** The line under "Get comfortable": when the session begins, in whole seconds ("Begins in 3 s"). */
export function settleInDetail(state: RunnerState): string {
  return `Begins in ${secondsLeft(state.settling ?? 0)} s`;
}
