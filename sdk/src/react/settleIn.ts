import type { Translator } from '../catalog/messages/createTranslator';
import { en } from '../catalog/messages/en';
import type { RunnerState } from '../core/types';
import { secondsLeft } from './format';

/** What the runner says through the settle-in, before the session's first phase (in English; `runner.settleIn` in the catalog). */
export const SETTLE_IN_TEXT = en['runner.settleIn'];

/** True while the session settles in (running or paused before its first phase). */
export function isSettling(state: RunnerState): boolean {
  return (state.status === 'running' || state.status === 'paused') && (state.settling ?? 0) > 0;
}

/** The line under "Get comfortable": when the session begins, in whole seconds ("Begins in 3 s"). */
export function settleInDetail(state: RunnerState, words: Translator): string {
  return words.t('runner.beginsIn', { seconds: secondsLeft(state.settling ?? 0) });
}
