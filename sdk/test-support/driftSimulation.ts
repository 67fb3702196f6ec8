import { compileMeditationPlan } from '../src/core/compileMeditationPlan';
import { createRunner } from '../src/core/createRunner';
import { createTicker } from '../src/core/createTicker';
import { deriveState } from '../src/core/deriveState';
import { buildTimeline, preparePlan } from '../src/core/timeline';
import type { MeditationConfig } from '../src/catalog/meditationConfig';
import type { Plan, RunnerEvent, RunnerState } from '../src/core/types';
import { ManualClock } from '../src/core/ManualClock';
import { seededRandom } from './seededRandom';

export interface DriftRun {
  readonly plan: Plan;
  readonly startedAt: number;
  /** Every event delivered, with the clock reading when it was delivered. */
  readonly delivered: readonly { readonly event: RunnerEvent; readonly clockAt: number }[];
  /** After every timer callback: the clock, the runner's state and the state recomputed from scratch. */
  readonly observations: readonly { readonly clockAt: number; readonly state: RunnerState; readonly fromScratch: RunnerState }[];
  readonly callbacks: number;
}

export interface DriftOptions {
  readonly seed?: number;
  /** Each callback fires late by a random 0 to this many ms. */
  readonly maxLateMs?: number;
  /** One callback, the first due at or after this clock offset, fires a further gapMs late (a throttled background tab). */
  readonly gapAtMs?: number;
  readonly gapMs?: number;
}

/**
 * Runs a meditation driven by createTicker on timers that fire late, as a hidden or busy page's do,
 * and records what was delivered and shown. Shared by the drift test and the benchmark.
 */
export function simulateDrift(config: MeditationConfig, options: DriftOptions = {}): DriftRun {
  const { seed = 20261122, maxLateMs = 1000, gapAtMs = 20 * 60_000, gapMs = 5 * 60_000 } = options;
  const random = seededRandom(seed);
  const startedAt = 1_000_000;
  let gapTaken = false;
  const clock: ManualClock = new ManualClock({
    start: startedAt,
    lateByMs: () => {
      let late = Math.floor(random() * (maxLateMs + 1));
      if (!gapTaken && clock.now() - startedAt >= gapAtMs) {
        gapTaken = true;
        late += gapMs;
      }
      return late;
    },
  });
  const plan = compileMeditationPlan(config);
  const runner = createRunner(plan, clock);
  const delivered: { event: RunnerEvent; clockAt: number }[] = [];
  runner.subscribe((event) => delivered.push({ event, clockAt: clock.now() }));
  const observations: DriftRun['observations'][number][] = [];
  const untouched = buildTimeline(preparePlan(plan), new Map());
  runner.start();
  const ticker = createTicker(runner, clock);
  let callbacks = 0;
  while (clock.fireNext()) {
    callbacks += 1;
    const state = runner.getState();
    observations.push({ clockAt: clock.now(), state, fromScratch: deriveState(plan, untouched, clock.now() - startedAt, 'running') });
    if (callbacks > 1_000_000) throw new Error('The ticker never stopped.');
  }
  ticker.dispose();
  return { plan, startedAt, delivered, observations, callbacks };
}
