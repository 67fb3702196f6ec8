import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePlan } from './compilePlan';
import { createRunner, type Runner } from './createRunner';
import { sessions, sessionsThatWait, steps, type Step } from '../../test-support/arbitraries';
import { ManualClock } from './ManualClock';
import type { Plan, RunnerEvent } from './types';

/** How far a wait moves the clock: a fraction of the plan, or of a minute for a plan that waits on the user. */
function waitMs(plan: Plan, fraction: number): number {
  return Math.round(fraction * Math.max(plan.total, 60_000));
}

function act(runner: Runner, step: Step): void {
  if (step.kind !== 'wait' && step.kind !== 'next') runner[step.kind]();
}

/** Session ms to the runner's next boundary (or a minute when none), while it runs. */
function toNextBoundary(runner: Runner): number {
  const next = runner.nextBoundary();
  const state = runner.getState();
  return next === null ? 60_000 : Math.max(0, next - state.elapsed);
}

/**
 * An oracle written without the runner's code: walk the segments, each ending at its planned length,
 * at its release, or never (open-ended, no limit, not released). Returns what the screen shows at
 * `elapsed` (segment, ms left in it, label, round, progress through a timed segment, guidance
 * prompt), or null once the session is over. Prompts come straight from the plan: only meditation
 * plans have them, and no open-ended segment shifts them (a silent timer has none).
 */
function naiveSegmentAt(plan: Plan, releases: ReadonlyMap<number, number>, elapsed: number) {
  let start = 0;
  for (const segment of plan.segments) {
    const released = releases.get(segment.index);
    const end = released ?? (segment.openEnded && segment.duration === 0 ? Infinity : start + segment.duration);
    if (elapsed < end) {
      const prompt = plan.prompts.find((p) => p.at <= elapsed && elapsed < p.until)?.text ?? null;
      const shown = { index: segment.index, left: end === Infinity ? 0 : end - elapsed, label: segment.label, round: segment.round, prompt };
      return segment.openEnded ? shown : { ...shown, progress: (elapsed - start) / segment.duration };
    }
    start = end;
  }
  return null;
}

/**
 * Two runners on one clock receive the same user events at the same moments; one is also updated
 * (ticked) at random moments, the other never between actions. If state were accumulated from ticks
 * they would differ.
 */
function replay(plan: Plan, script: Step[]) {
  const clock = new ManualClock({ start: 5_000 });
  const ticked = createRunner(plan, clock);
  const quiet = createRunner(plan, clock);
  const tickedEvents: RunnerEvent[] = [];
  const quietEvents: RunnerEvent[] = [];
  ticked.subscribe((e) => tickedEvents.push(e));
  quiet.subscribe((e) => quietEvents.push(e));
  ticked.start();
  quiet.start();
  const releases = new Map<number, number>();
  const check = () => {
    const state = ticked.getState();
    expect(state).toEqual(quiet.getState());
    expect(state).toEqual(ticked.stateAt(state.elapsed));
    if (state.status === 'running' || state.status === 'paused') {
      const { segment, segmentRemaining: left, label, round, prompt, progress } = state;
      const shown = { index: segment!.index, left, label, round, prompt };
      const oracle = naiveSegmentAt(plan, releases, state.elapsed);
      expect(oracle).toEqual(oracle && 'progress' in oracle ? { ...shown, progress: expect.closeTo(progress, 9) } : shown);
    } else if (state.status === 'complete') {
      expect(naiveSegmentAt(plan, releases, state.elapsed)).toBeNull();
    }
  };
  for (const step of script) {
    if (step.kind === 'wait' || step.kind === 'next') {
      clock.advance(step.kind === 'wait' ? waitMs(plan, step.fraction) : toNextBoundary(quiet) + step.extraMs);
      if (step.look) ticked.update();
    } else {
      const before = quiet.getState();
      if (step.kind === 'release' && before.awaitingRelease) releases.set(before.segment!.index, before.elapsed);
      act(ticked, step);
      act(quiet, step);
    }
    check();
  }
  clock.advance(Math.max(plan.total, 60_000));
  ticked.update();
  quiet.update();
  check();
  return { ticked, tickedEvents, quietEvents };
}

describe('runner, for every session and every sequence of waits, looks, pauses, resumes, releases and stops', () => {
  it('shows at every moment the state computed from scratch, however often it was updated', () => {
    fc.assert(
      fc.property(sessionsThatWait, steps, (session, script) => {
        replay(compilePlan(session), script);
      }),
      { numRuns: 200 },
    );
  });

  it('delivers the same events, once each and in time order, however often it was updated', () => {
    fc.assert(
      fc.property(sessionsThatWait, steps, (session, script) => {
        const plan = compilePlan(session);
        const { tickedEvents, quietEvents } = replay(plan, script);
        expect(tickedEvents).toEqual(quietEvents);
        tickedEvents.forEach((e, i) => i > 0 && expect(e.at).toBeGreaterThanOrEqual(tickedEvents[i - 1]!.at));
        const phases = tickedEvents.flatMap((e) => (e.type === 'phase' ? [e.segment.index] : []));
        expect(phases).toEqual(phases.map((_, i) => i));
        // Each phase starts where the one before it ended: its planned length later, or at its release.
        const phaseEvents = tickedEvents.filter((e) => e.type === 'phase');
        const complete = tickedEvents.find((e) => e.type === 'complete');
        const starts = [...phaseEvents.map((e) => e.at), ...(complete ? [complete.at] : [])];
        for (let i = 1; i < starts.length; i += 1) {
          const before = plan.segments[i - 1]!;
          const took = starts[i]! - starts[i - 1]!;
          if (!before.openEnded) expect(took).toBe(before.duration);
          else if (before.duration > 0) expect(took).toBeLessThanOrEqual(before.duration);
        }
        const ends = tickedEvents.filter((e) => e.type === 'complete' || e.type === 'stop');
        expect(ends.length).toBeLessThanOrEqual(1);
        if (ends.length === 1) expect(tickedEvents.at(-1)).toBe(ends[0]);
      }),
      { numRuns: 200 },
    );
  });

  it('completes on the planned total when nobody pauses or releases, for plans that do not wait on the user', () => {
    fc.assert(
      fc.property(sessions, (session) => {
        const plan = compilePlan(session);
        fc.pre(plan.segments.every((s) => !s.openEnded || s.duration > 0));
        const clock = new ManualClock();
        const runner = createRunner(plan, clock);
        runner.start();
        clock.advance(plan.total - 1);
        expect(runner.getState().status).toBe('running');
        clock.advance(1);
        const events = runner.update();
        expect(events.at(-1)).toEqual({ type: 'complete', at: plan.total });
        expect(runner.getState()).toMatchObject({ status: 'complete', elapsed: plan.total, remaining: 0 });
      }),
      { numRuns: 200 },
    );
  });
});
