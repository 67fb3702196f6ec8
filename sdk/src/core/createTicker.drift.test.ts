import { describe, expect, it } from 'vitest';
import { simulateDrift } from '../../test-support/driftSimulation';
import { bellsOn, meditation } from '../../test-support/fixtures';
import type { Plan, RunnerState } from './types';

const MIN = 60_000;
const bells = bellsOn({ interval: 5 });

/** What the plan itself says at session time `elapsed`, worked out by a plain scan (no runner code). */
function planAt(plan: Plan, elapsed: number) {
  if (elapsed >= plan.total) return { label: 'Session Complete', remaining: 0, prompt: null };
  const segment = plan.segments.find((s) => s.start <= elapsed && elapsed < s.start + s.duration)!;
  const prompt = plan.prompts.find((p) => p.at <= elapsed && elapsed < p.until)?.text ?? null;
  return { label: segment.label, remaining: plan.total - elapsed, prompt };
}

const shown = (state: RunnerState) => ({ label: state.label, remaining: state.remaining, prompt: state.prompt });

const sessions = [
  // start, 11 interval bells (5 to 55 min), end
  ['a 60 minute body scan', meditation({ duration: 60, type: 'body-scan', bells }), 13],
  // start at 2 min, 10 interval bells (7 to 52 min), end
  [
    'a 60 minute session of pranayama, meditation and transition',
    meditation({ duration: 55, type: 'micro-reset', pranayama: { enabled: true, duration: 2 }, postMeditation: { enabled: true, duration: 3 }, bells }),
    12,
  ],
] as const;

// Three draws of lateness, each with the 5 minute gap somewhere else (one across a bell, one near the end).
const draws = [
  [7, 20 * MIN],
  [1234, 37.5 * MIN],
  [99, 52 * MIN],
] as const;

describe.each(sessions.flatMap(([name, config, bellCount]) => draws.map(([seed, gapAtMs]) => [name, seed, gapAtMs / MIN, config, bellCount] as const)))(
  '%s with bells every 5 minutes, on timers late by 0 to 1000 ms (seed %i) and one 5 minute gap at minute %s',
  (_name, seed, gapAtMinute, config, bellCount) => {
    const run = simulateDrift(config, { seed, maxLateMs: 1000, gapAtMs: gapAtMinute * MIN, gapMs: 5 * MIN });
    const { plan } = run;

    it('emits every bell exactly once, stamped with its planned time', () => {
      const rung = run.delivered.flatMap(({ event }) => (event.type === 'bell' ? [[event.at, event.bell.reason]] : []));
      expect(rung).toEqual(plan.bells.map((b) => [b.at, b.reason]));
      expect(rung).toHaveLength(bellCount);
    });

    it('emits every phase change and prompt exactly once, stamped with its planned time', () => {
      const phases = run.delivered.flatMap(({ event }) => (event.type === 'phase' ? [[event.at, event.segment.index]] : []));
      expect(phases).toEqual(plan.segments.map((s) => [s.start, s.index]));
      const prompts = run.delivered.flatMap(({ event }) => (event.type === 'prompt' ? [event.at] : []));
      expect(prompts).toEqual(plan.prompts.map((p) => p.at));
    });

    it('really was late: events reached the page up to minutes after their time, and once nothing ran for over 5 minutes', () => {
      const lateness = run.delivered.map(({ event, clockAt }) => clockAt - run.startedAt - event.at);
      expect(Math.max(...lateness)).toBeGreaterThan(MIN);
      expect(lateness.every((ms) => ms >= 0)).toBe(true);
      const waits = run.observations.slice(1).map((o, i) => o.clockAt - run.observations[i]!.clockAt);
      expect(Math.max(...waits)).toBeGreaterThan(5 * MIN);
    });

    it('shows after every callback the state the plan has at that moment', () => {
      expect(run.observations.length).toBeGreaterThan(3600 / 1.25);
      for (const { clockAt, state, fromScratch } of run.observations) {
        const elapsed = Math.min(clockAt - run.startedAt, plan.total);
        expect(state).toEqual(fromScratch);
        expect(state.elapsed).toBe(elapsed);
        expect(shown(state)).toEqual(planAt(plan, elapsed));
      }
    });

    it('completes at exactly 3600 s of clock time', () => {
      expect(plan.total).toBe(3600 * 1000);
      const complete = run.delivered.filter(({ event }) => event.type === 'complete');
      expect(complete).toHaveLength(1);
      expect(complete[0]!.event.at).toBe(3_600_000);
      const last = run.observations.at(-1)!;
      expect(last.state).toMatchObject({ status: 'complete', elapsed: 3_600_000, label: 'Session Complete' });
      expect(run.delivered.at(-1)!.event.type).toBe('complete');
    });
  },
);
