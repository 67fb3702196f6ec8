import { SESSION_COMPLETE_LABEL, SESSION_ENDED_LABEL } from './phaseLabels';
import { promptAt, segmentIndexAt, type Timeline } from './timeline';
import type { Plan, RunnerState } from './types';

export type RunMode = 'idle' | 'running' | 'paused' | 'stopped';

/**
 * The state of a session at session time `elapsed`, from the plan laid on time and nothing else:
 * no counters carried between calls, so a late or skipped tick cannot make it drift.
 */
export function deriveState(plan: Plan, timeline: Timeline, elapsed: number, mode: RunMode): RunnerState {
  const sets = plan.sets ?? 1;
  const at = mode === 'idle' ? 0 : Math.min(Math.max(0, elapsed), timeline.end);
  if (mode !== 'stopped' && mode !== 'idle' && at >= timeline.end) {
    return {
      status: 'complete',
      elapsed: timeline.end,
      segment: null,
      progress: 1,
      segmentRemaining: 0,
      remaining: plan.openEnded ? timeline.end : 0,
      round: plan.rounds,
      rounds: plan.rounds,
      prompt: null,
      awaitingRelease: false,
      label: SESSION_COMPLETE_LABEL,
      set: plan.rounds > 0 ? sets : 0,
      sets,
    };
  }
  const index = segmentIndexAt(timeline, at);
  const segment = plan.segments[index]!;
  const start = timeline.starts[index]!;
  const end = timeline.ends[index]!;
  const waitsWithoutLimit = end === Infinity;
  const segmentRemaining = waitsWithoutLimit ? 0 : end - at;
  const progress = waitsWithoutLimit || end <= start ? 0 : (at - start) / (end - start);
  const remaining = plan.openEnded ? at : segmentRemaining + (plan.total - segment.start - segment.duration);
  const stopped = mode === 'stopped';
  return {
    status: mode,
    elapsed: at,
    segment: stopped ? null : segment,
    progress,
    segmentRemaining,
    segmentElapsed: at - start,
    remaining,
    round: segment.round,
    rounds: plan.rounds,
    prompt: stopped ? null : (promptAt(timeline, at)?.text ?? null),
    awaitingRelease: (mode === 'running' || mode === 'paused') && segment.openEnded,
    label: stopped ? SESSION_ENDED_LABEL : segment.label,
    set: segment.set,
    sets,
  };
}
