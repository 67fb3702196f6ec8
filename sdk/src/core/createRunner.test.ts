import { describe, expect, it, vi } from 'vitest';
import { compileBreathingPlan } from './compileBreathingPlan';
import { compileMeditationPlan } from './compileMeditationPlan';
import { createRunner } from './createRunner';
import { bellsOn, breathing, meditation } from '../../test-support/fixtures';
import { ManualClock } from './ManualClock';
import type { Plan, RunnerEvent } from './types';

const MIN = 60_000;
const describeEvent = (e: RunnerEvent): string => {
  switch (e.type) {
    case 'phase':
      return `phase ${e.segment.label} @${e.at}`;
    case 'round':
      return `round ${e.round}/${e.rounds} @${e.at}`;
    case 'bell':
      return `bell ${e.bell.reason} @${e.at}`;
    case 'prompt':
      return `prompt @${e.at}`;
    default:
      return `${e.type} @${e.at}`;
  }
};

function run(plan: Plan, startAt = 0) {
  const clock = new ManualClock({ start: startAt });
  const runner = createRunner(plan, clock);
  return { clock, runner };
}

const box = () => compileBreathingPlan(breathing({ technique: 'box', pattern: '4-4-4-4', duration: { type: 'rounds', value: 3 } }));
const deepReset = (overrides = {}) =>
  compileBreathingPlan(breathing({ technique: 'deep-reset', pattern: '1-0-1-0', visualGuide: 'wave', ...overrides }));

describe('state from elapsed time', () => {
  it('shows the phase, progress, time left and "Round X of Y" the plan has at that moment', () => {
    const { clock, runner } = run(box(), 5_000);
    expect(runner.getState()).toMatchObject({ status: 'idle', elapsed: 0, label: 'Inhale', round: 1, rounds: 3 });
    runner.start();
    clock.advance(21_000); // round 2 (16 s each), 5 s in: 1 s into its Hold
    expect(runner.getState()).toMatchObject({
      status: 'running',
      elapsed: 21_000,
      label: 'Hold',
      progress: 0.25,
      segmentRemaining: 3_000,
      remaining: 48_000 - 21_000,
      round: 2,
      rounds: 3,
      set: 1,
      sets: 1,
      awaitingRelease: false,
    });
  });

  it('shows "Set X of Y" of a session in several sets, through to its end', () => {
    const plan = compileBreathingPlan(breathing({ technique: 'box', pattern: '4-4-4-4', duration: { type: 'rounds', value: 2 }, sets: 3, restBetweenSets: 20 }));
    const { clock, runner } = run(plan);
    runner.start();
    expect(runner.getState()).toMatchObject({ set: 1, sets: 3, round: 1, rounds: 2 });
    clock.set(2 * 16_000 + 20_000 + 16_000 + 1_000); // set 2, round 2
    expect(runner.getState()).toMatchObject({ set: 2, sets: 3, round: 2, rounds: 2 });
    clock.set(plan.total);
    expect(runner.getState()).toMatchObject({ status: 'complete', set: 3, sets: 3, round: 2, rounds: 2 });
  });

  it('ends a meditation on "Session Complete" with no "Round" or "Set" to show', () => {
    const plan = compileMeditationPlan(meditation({ duration: 1 }));
    const { clock, runner } = run(plan);
    runner.start();
    clock.set(2 * MIN);
    expect(runner.getState()).toMatchObject({ status: 'complete', label: 'Session Complete', round: 0, rounds: 0, set: 0, sets: 1, remaining: 0, progress: 1 });
  });

  it('shows the first moment of the session until it starts, and for any time before its start', () => {
    const { runner } = run(box(), 5_000);
    expect(runner.stateAt(-1_000)).toMatchObject({ status: 'idle', elapsed: 0, label: 'Inhale', segmentRemaining: 4_000, remaining: 48_000 });
    expect(runner.stateAt(21_000)).toMatchObject({ status: 'idle', elapsed: 0, label: 'Inhale', round: 1 });
    runner.start();
    expect(runner.stateAt(-1_000)).toMatchObject({ status: 'running', elapsed: 0, label: 'Inhale', progress: 0, remaining: 48_000 });
  });

  it('shows a hand-written plan of no length as not started until it starts, then complete at once, or ended if stopped first', () => {
    const base = compileMeditationPlan(meditation({ duration: 1 }));
    const empty: Plan = { ...base, segments: [{ ...base.segments[0]!, duration: 0 }], total: 0 };
    const first = run(empty);
    expect(first.runner.getState()).toMatchObject({ status: 'idle', label: 'Meditation', progress: 0, remaining: 0 });
    first.runner.start();
    expect(first.runner.getState()).toMatchObject({ status: 'complete', label: 'Session Complete' });
    const second = run(empty);
    second.runner.stop();
    expect(second.runner.getState()).toMatchObject({ status: 'stopped', label: 'Session Ended', progress: 0 });
  });

  it('completes on the planned total and then shows "Session Complete"', () => {
    const { clock, runner } = run(box());
    runner.start();
    clock.advance(47_999);
    expect(runner.getState().status).toBe('running');
    clock.advance(1);
    expect(runner.getState()).toMatchObject({ status: 'complete', elapsed: 48_000, label: 'Session Complete', remaining: 0, round: 3 });
    clock.advance(MIN);
    expect(runner.getState().elapsed).toBe(48_000);
  });

  it('shows the guidance prompt while it is on screen', () => {
    const plan = compileMeditationPlan(meditation({ type: 'micro-reset', duration: 5 }));
    const { clock, runner } = run(plan);
    runner.start();
    clock.set(9_999);
    expect(runner.getState().prompt).toBeNull();
    clock.set(10_000);
    expect(runner.getState().prompt).toBe(plan.prompts[0]!.text);
    clock.set(17_999);
    expect(runner.getState().prompt).toBe(plan.prompts[0]!.text);
    clock.set(18_000);
    expect(runner.getState().prompt).toBeNull();
  });
});

describe('events', () => {
  it('emits start, round, phase and complete once each, stamped with the planned time however late the update', () => {
    const { clock, runner } = run(compileBreathingPlan(breathing({ pattern: '4-0-4-0', duration: { type: 'rounds', value: 2 } })));
    runner.start();
    clock.advance(60_000);
    const events = runner.update();
    expect(events.map(describeEvent)).toEqual([
      'phase Exhale @4000',
      'round 2/2 @8000',
      'phase Inhale @8000',
      'phase Exhale @12000',
      'complete @16000',
    ]);
    expect(runner.update()).toEqual([]);
  });

  it('delivers the start of the session when it starts, to subscribers too, until they unsubscribe', () => {
    const { clock, runner } = run(box());
    const seen = vi.fn();
    const unsubscribe = runner.subscribe(seen);
    runner.start();
    expect(seen.mock.calls.map(([e]) => describeEvent(e))).toEqual(['start @0', 'round 1/3 @0', 'phase Inhale @0']);
    unsubscribe();
    clock.advance(4_000);
    expect(runner.update().map(describeEvent)).toEqual(['phase Hold @4000']);
    expect(seen).toHaveBeenCalledTimes(3);
  });

  it('emits the bells and prompts of a meditation at their planned times', () => {
    const plan = compileMeditationPlan(
      meditation({ type: 'micro-reset', duration: 2, bells: bellsOn({ interval: 1, type: 'soft-tone' }) }),
    );
    const { clock, runner } = run(plan);
    runner.start();
    clock.advance(3 * MIN);
    const all = runner.update();
    expect(all.filter((e) => e.type === 'bell').map(describeEvent)).toEqual(['bell interval @60000', 'bell end @120000']);
    // The plan's own bell objects, so the audio engine can look each one up in plan.bells.
    expect(all.flatMap((e) => (e.type === 'bell' ? [plan.bells.indexOf(e.bell)] : []))).toEqual([1, 2]);
    expect(all.filter((e) => e.type === 'prompt').map((e) => e.at)).toEqual([10_000, 40_000, 70_000, 100_000]);
    expect(all.at(-1)).toEqual({ type: 'complete', at: 120_000 });
  });

  it('delivers each prompt and bell of a meditation when it falls due, in time order, not held back by a later bell', () => {
    const plan = compileMeditationPlan(
      meditation({ type: 'micro-reset', duration: 2, bells: bellsOn({ interval: 1, type: 'soft-tone' }) }),
    );
    const { clock, runner } = run(plan);
    const delivered: string[] = [];
    runner.subscribe((e) => delivered.push(`${describeEvent(e)} seen @${clock.now()}`));
    runner.start();
    while (clock.now() < 3 * MIN) {
      clock.advance(1_000);
      runner.update();
    }
    expect(delivered.filter((line) => /^(bell|prompt)/.test(line))).toEqual([
      'bell start @0 seen @0',
      'prompt @10000 seen @10000',
      'prompt @40000 seen @40000',
      'bell interval @60000 seen @60000',
      'prompt @70000 seen @70000',
      'prompt @100000 seen @100000',
      'bell end @120000 seen @120000',
    ]);
  });

  it('rings the bell before showing the prompt due at the same moment', () => {
    const plan = compileMeditationPlan(
      meditation({
        type: 'body-scan',
        duration: 3,
        guidance: { enabled: true, interval: 50 },
        bells: { enabled: true, start: 'none', interval: 1, end: 'none', type: 'soft-tone' },
      }),
    );
    const { clock, runner } = run(plan);
    runner.start();
    clock.set(2 * MIN);
    expect(runner.update().map(describeEvent)).toEqual([
      'prompt @10000',
      'bell interval @60000',
      'prompt @60000',
      'prompt @110000',
      'bell interval @120000',
    ]);
  });

  it('delivers the bells and prompts of a hand-written plan in time order, whatever order the plan lists them in', () => {
    const base = compileMeditationPlan(meditation({ duration: 2 }));
    const plan: Plan = {
      ...base,
      bells: [
        { at: 90_000, sound: 'soft-tone', reason: 'interval' },
        { at: 30_000, sound: 'soft-tone', reason: 'interval' },
      ],
      prompts: [
        { at: 50_000, until: 55_000, text: 'Second' },
        { at: 20_000, until: 25_000, text: 'First' },
      ],
    };
    const { clock, runner } = run(plan);
    runner.start();
    clock.set(40_000);
    expect(runner.update().map(describeEvent)).toEqual(['prompt @20000', 'bell interval @30000']);
    clock.set(52_000);
    expect(runner.getState().prompt).toBe('Second');
    clock.set(2 * MIN);
    expect(runner.update().map(describeEvent)).toEqual(['prompt @50000', 'bell interval @90000', 'complete @120000']);
  });

  it('announces no rounds in a meditation, nor for the settle-in before a breathing session', () => {
    const roundsAnnounced = (plan: Plan) => {
      const { clock, runner } = run(plan);
      const rounds: string[] = [];
      runner.subscribe((e) => e.type === 'round' && rounds.push(describeEvent(e)));
      runner.start();
      clock.set(plan.total);
      runner.update();
      return rounds;
    };
    expect(roundsAnnounced(compileMeditationPlan(meditation({ settleIn: 20, pranayama: { enabled: true, duration: 1 }, postMeditation: { enabled: true, duration: 1 } })))).toEqual([]);
    expect(roundsAnnounced(compileBreathingPlan(breathing({ pattern: '4-0-4-0', duration: { type: 'rounds', value: 2 }, settleIn: 10 })))).toEqual([
      'round 1/2 @10000',
      'round 2/2 @18000',
    ]);
  });

  it('announces round 1 at the start of every set, also when each set has a single round', () => {
    const plan = compileBreathingPlan(breathing({ pattern: '4-0-4-0', duration: { type: 'rounds', value: 1 }, sets: 3, restBetweenSets: 10 }));
    const { clock, runner } = run(plan);
    const rounds: string[] = [];
    runner.subscribe((e) => e.type === 'round' && rounds.push(describeEvent(e)));
    runner.start();
    clock.set(plan.total);
    runner.update();
    expect(rounds).toEqual(['round 1/1 @0', 'round 1/1 @18000', 'round 1/1 @36000']);
  });

  it('delivers nothing before the session starts, however often the host updates', () => {
    const { clock, runner } = run(box());
    const seen = vi.fn();
    runner.subscribe(seen);
    expect(runner.update()).toEqual([]);
    clock.advance(5_000);
    expect(runner.update()).toEqual([]);
    expect(seen).not.toHaveBeenCalled();
    runner.start();
    expect(seen.mock.calls.map(([e]) => describeEvent(e))).toEqual(['start @0', 'round 1/3 @0', 'phase Inhale @0']);
  });

  it('tells a state listener of every update and action until it unsubscribes', () => {
    const { clock, runner } = run(box());
    const states: string[] = [];
    const unsubscribe = runner.subscribeState((state) => states.push(`${state.status} ${state.label} @${state.elapsed}`));
    runner.start();
    clock.advance(5_000);
    runner.update();
    runner.pause();
    expect(states.at(0)).toBe('running Inhale @0');
    expect(states.at(-1)).toBe('paused Hold @5000');
    const heard = states.length;
    unsubscribe();
    runner.resume();
    clock.advance(5_000);
    runner.update();
    runner.stop();
    expect(states).toHaveLength(heard);
  });

  it('tells a host when to wake next and what is due within a horizon', () => {
    const plan = compileMeditationPlan(meditation({ type: 'micro-reset', duration: 1 }));
    const { clock, runner } = run(plan, 1_000);
    expect(runner.nextBoundary()).toBeNull();
    runner.start();
    expect(runner.nextBoundary()).toBe(10_000);
    clock.advance(12_000);
    runner.update();
    expect(runner.nextBoundary()).toBe(18_000); // the prompt hides
    expect(runner.upcoming(30_000).map(({ at, event }) => [at, event.type])).toEqual([[40_000, 'prompt']]);
    expect(runner.upcoming(50_000).map(({ at }) => at)).toEqual([40_000, 60_000]);
    expect(runner.upcoming(28_000).map(({ at }) => at)).toEqual([40_000]); // due exactly at the horizon
    expect(runner.clockTimeOf(40_000)).toBe(41_000);
    clock.advance(30_000); // the 40 s prompt is due but nobody has looked yet
    expect(runner.upcoming(-5_000).map(({ at }) => at)).toEqual([40_000]);
    expect(runner.upcoming(0)).toEqual(runner.upcoming(-5_000));
  });
});

describe('pause and resume', () => {
  it('holds the session still while paused and carries on where it stood', () => {
    const { clock, runner } = run(box());
    runner.start();
    clock.advance(6_000);
    runner.pause();
    expect(runner.getState()).toMatchObject({ status: 'paused', elapsed: 6_000, label: 'Hold' });
    clock.advance(10 * MIN);
    expect(runner.update()).toEqual([]);
    expect(runner.getState()).toMatchObject({ status: 'paused', elapsed: 6_000 });
    expect(runner.nextBoundary()).toBe(8_000);
    runner.resume();
    expect(runner.clockTimeOf(8_000)).toBe(10 * MIN + 8_000);
    clock.advance(2_000);
    expect(runner.update().map(describeEvent)).toEqual(['phase Exhale @8000']);
  });

  it('still asks for "Release & Breathe" while a breath hold is paused, and counts the hold from where it stood', () => {
    const { clock, runner } = run(deepReset({ holdTime: 90 }));
    runner.start();
    clock.set(70_000);
    runner.pause();
    expect(runner.getState()).toMatchObject({ status: 'paused', label: 'Breath Hold', awaitingRelease: true, segmentRemaining: 80_000 });
    clock.set(5 * MIN);
    runner.resume();
    clock.advance(80_000);
    expect(runner.getState()).toMatchObject({ status: 'running', label: 'Recovery Breath', elapsed: 150_000 });
  });

  it('does not pause a finished session', () => {
    const { clock, runner } = run(box());
    runner.start();
    clock.advance(MIN);
    runner.pause();
    expect(runner.getState().status).toBe('complete');
  });
});

describe('release', () => {
  it('ends the deep-reset breath hold on "Release & Breathe" and shifts the rest of the plan after it', () => {
    const { clock, runner } = run(deepReset());
    runner.start();
    clock.set(61_000);
    runner.update();
    expect(runner.getState()).toMatchObject({ label: 'Breath Hold', awaitingRelease: true, segmentRemaining: 0 });
    expect(runner.nextBoundary()).toBeNull();
    clock.set(10 * MIN); // nobody tapped for a long time: still holding
    expect(runner.update()).toEqual([]);
    expect(runner.getState()).toMatchObject({ label: 'Breath Hold', awaitingRelease: true });
    runner.release();
    expect(runner.getState()).toMatchObject({ label: 'Recovery Breath', awaitingRelease: false, segmentRemaining: 15_000 });
    expect(runner.nextBoundary()).toBe(10 * MIN + 15_000);
  });

  it('ends after the last recovery once every hold is released', () => {
    const plan = deepReset();
    const { clock, runner } = run(plan);
    const events: RunnerEvent[] = [];
    runner.subscribe((e) => events.push(e));
    runner.start();
    for (const holdFor of [20_000, 35_000, 50_000]) {
      const holdStart = runner.upcoming(10 * MIN).find(({ event }) => event.type === 'phase' && event.segment.phase === 'breath-hold')!;
      clock.set(holdStart.at + holdFor);
      runner.release();
    }
    clock.set(10 * MIN);
    runner.update();
    const holdStarts = events.filter((e) => e.type === 'phase' && e.segment.phase === 'breath-hold').map((e) => e.at);
    const recoveries = events.filter((e) => e.type === 'phase' && e.segment.phase === 'recovery-breath').map((e) => e.at);
    expect(holdStarts).toEqual([60_000, 60_000 + 20_000 + 15_000 + 30_000 + 60_000, 185_000 + 35_000 + 15_000 + 30_000 + 60_000]);
    expect(recoveries).toEqual(holdStarts.map((start, i) => start + [20_000, 35_000, 50_000][i]!));
    expect(events.at(-1)).toEqual({ type: 'complete', at: recoveries[2]! + 15_000 });
    expect(runner.getState()).toMatchObject({ status: 'complete', elapsed: plan.total + 105_000 });
  });

  it('ends a breath hold with a limit on its own when the limit is reached', () => {
    const { clock, runner } = run(deepReset({ holdTime: 90 }));
    runner.start();
    clock.set(60_000 + 45_000);
    expect(runner.getState()).toMatchObject({ label: 'Breath Hold', awaitingRelease: true, progress: 0.5, segmentRemaining: 45_000 });
    clock.set(60_000 + 90_000);
    expect(runner.getState()).toMatchObject({ label: 'Recovery Breath' });
    clock.set(60 * MIN);
    expect(runner.getState()).toMatchObject({ status: 'complete', elapsed: 3 * (60_000 + 90_000 + 15_000) + 2 * 30_000 });
  });

  it('lists what is due at the planned times, and pulls it earlier when the hold is released before its limit', () => {
    const { clock, runner } = run(deepReset({ holdTime: 90 }));
    runner.start();
    clock.set(70_000);
    runner.update();
    const phasesDue = () =>
      runner.upcoming(90_000).flatMap(({ at, event }) => (event.type === 'phase' ? [`${event.segment.label} @${at}`] : []));
    expect(phasesDue()).toEqual(['Recovery Breath @150000']);
    clock.set(100_000);
    runner.release();
    expect(phasesDue()).toEqual(['Rest @115000', 'Rapid Breathing @145000']);
    expect(runner.getState()).toMatchObject({ label: 'Recovery Breath', remaining: 15_000 + 30_000 + 2 * (60_000 + 90_000 + 15_000) + 30_000 });
  });

  it('drops the bells and prompts a hand-written plan puts later in a breath hold released before them', () => {
    const base = deepReset({ holdTime: 90 });
    const hold = base.segments.find((s) => s.phase === 'breath-hold')!;
    const plan: Plan = {
      ...base,
      bells: [{ at: hold.start + 30_000, sound: 'soft-tone', reason: 'interval' }],
      prompts: [{ at: hold.start + 10_000, until: hold.start + 15_000, text: 'Stay soft.' }],
    };
    const { clock, runner } = run(plan);
    const seen: string[] = [];
    runner.subscribe((e) => seen.push(describeEvent(e)));
    runner.start();
    clock.set(hold.start + 5_000);
    runner.release();
    clock.set(hold.start + 60_000);
    runner.update();
    expect(seen.filter((line) => /^(bell|prompt)/.test(line))).toEqual([]);
  });

  it('delivers every later event when a breath hold is released just as a prompt in it falls due', () => {
    const base = deepReset({ holdTime: 90 });
    const hold = base.segments.find((s) => s.phase === 'breath-hold')!;
    const plan: Plan = { ...base, prompts: [{ at: hold.start + 10_000, until: hold.start + 15_000, text: 'Stay soft.' }] };
    const { clock, runner } = run(plan);
    const seen: string[] = [];
    runner.subscribe((e) => seen.push(describeEvent(e)));
    runner.start();
    clock.set(hold.start + 10_000);
    runner.release();
    expect(runner.getState()).toMatchObject({ label: 'Recovery Breath', prompt: null });
    clock.set(hold.start + 40_000);
    runner.update();
    expect(seen.slice(-4)).toEqual(['phase Breath Hold @60000', 'prompt @70000', 'phase Recovery Breath @70000', 'phase Rest @85000']);
  });

  it('does nothing outside an open-ended segment', () => {
    const { clock, runner } = run(box());
    runner.start();
    clock.advance(3_000);
    runner.release();
    clock.advance(1_000);
    expect(runner.update().map(describeEvent)).toEqual(['phase Hold @4000']);
  });
});

describe('stop', () => {
  it('stops the session where it stands, emits stop once and nothing after', () => {
    const { clock, runner } = run(box());
    runner.start();
    clock.advance(5_000);
    runner.stop();
    expect(runner.getState()).toMatchObject({ status: 'stopped', elapsed: 5_000, label: 'Session Ended', segment: null });
    clock.advance(MIN);
    expect(runner.update()).toEqual([]);
    runner.stop();
    expect(runner.nextBoundary()).toBeNull();
    expect(runner.upcoming(MIN)).toEqual([]);
  });

  it('hides the guidance prompt and the phase once stopped, and asks for no release', () => {
    const plan = compileMeditationPlan(meditation({ type: 'micro-reset', duration: 5 }));
    const { clock, runner } = run(plan);
    runner.start();
    clock.set(12_000);
    expect(runner.getState().prompt).toBe(plan.prompts[0]!.text);
    runner.stop();
    expect(runner.getState()).toMatchObject({ status: 'stopped', prompt: null, segment: null, label: 'Session Ended', elapsed: 12_000 });

    const hold = run(deepReset());
    hold.runner.start();
    hold.clock.set(70_000);
    hold.runner.stop();
    expect(hold.runner.getState()).toMatchObject({ status: 'stopped', awaitingRelease: false });
    hold.runner.release();
    expect(hold.runner.getState()).toMatchObject({ status: 'stopped', elapsed: 70_000 });
  });

  it('cannot be started once stopped, even when stopped before it started', () => {
    const { clock, runner } = run(box());
    const seen: string[] = [];
    runner.subscribe((e) => seen.push(describeEvent(e)));
    runner.stop();
    runner.start();
    clock.advance(10_000);
    runner.update();
    expect(seen).toEqual(['stop @0']);
    expect(runner.getState()).toMatchObject({ status: 'stopped', elapsed: 0, label: 'Session Ended' });
  });

  it('shows the moment it stopped for any later time asked about', () => {
    const { clock, runner } = run(box());
    runner.start();
    clock.advance(5_000);
    runner.stop();
    expect(runner.stateAt(30_000)).toMatchObject({ status: 'stopped', elapsed: 5_000, remaining: 43_000 });
    expect(runner.stateAt(2_000)).toMatchObject({ status: 'stopped', elapsed: 2_000 });
  });

  it('says in its stop event why it stopped: the reason stop() is given, "method" when none is', () => {
    const ended = run(box());
    const heard: RunnerEvent[] = [];
    ended.runner.subscribe((e) => heard.push(e));
    ended.runner.start();
    ended.clock.advance(3_000);
    ended.runner.stop('user');
    ended.runner.stop('method');
    expect(heard.filter((e) => e.type === 'stop')).toEqual([{ type: 'stop', at: 3_000, reason: 'user' }]);

    const host = run(box());
    const events: RunnerEvent[] = [];
    host.runner.subscribe((e) => events.push(e));
    host.runner.stop();
    expect(events).toEqual([{ type: 'stop', at: 0, reason: 'method' }]);
  });

  it('delivers the events due before the stop, then the stop', () => {
    const { clock, runner } = run(box());
    const seen: string[] = [];
    runner.subscribe((e) => seen.push(describeEvent(e)));
    runner.start();
    clock.advance(4_500);
    runner.stop();
    expect(seen.slice(3)).toEqual(['phase Hold @4000', 'stop @4500']);
  });
});

describe('silent timer', () => {
  const silent = (post = false) =>
    compileMeditationPlan(
      meditation({
        openEnded: true,
        settleIn: 10,
        bells: bellsOn({ interval: 5, type: 'soft-tone' }),
        postMeditation: { enabled: post, duration: 1 },
      }),
    );

  it('counts up until ended, ringing interval bells on time all the while', () => {
    const { clock, runner } = run(silent());
    const bells: string[] = [];
    runner.subscribe((e) => e.type === 'bell' && bells.push(`${e.bell.reason} ${e.bell.sound} @${e.at}`));
    runner.start();
    clock.set(10_000 + 17 * MIN + 3_000);
    runner.update();
    expect(runner.getState()).toMatchObject({ status: 'running', label: 'Meditation', remaining: 10_000 + 17 * MIN + 3_000, awaitingRelease: true });
    expect(bells).toEqual([
      'start tibetan-bowl @10000',
      `interval soft-tone @${10_000 + 5 * MIN}`,
      `interval soft-tone @${10_000 + 10 * MIN}`,
      `interval soft-tone @${10_000 + 15 * MIN}`,
    ]);
    expect(runner.nextBoundary()).toBe(10_000 + 20 * MIN);
    expect(runner.upcoming(10 * MIN).map(({ at }) => at)).toEqual([10_000 + 20 * MIN, 10_000 + 25 * MIN]);
  });

  it('completes when ended, ringing the end bell then', () => {
    const plan = silent();
    const { clock, runner } = run(plan);
    const events: RunnerEvent[] = [];
    runner.subscribe((e) => events.push(e));
    runner.start();
    clock.set(8 * MIN);
    runner.release();
    expect(events.slice(-2)).toEqual([
      { type: 'bell', at: 8 * MIN, bell: plan.bells.find((b) => b.reason === 'end') },
      { type: 'complete', at: 8 * MIN },
    ]);
    expect(runner.getState()).toMatchObject({ status: 'complete', label: 'Session Complete', remaining: 8 * MIN });
  });

  it('rings the start bell and the end bell when ended the moment it starts', () => {
    const { clock, runner } = run(silent());
    const seen: string[] = [];
    runner.subscribe((e) => seen.push(e.type === 'bell' ? `${e.bell.reason} bell @${e.at}` : describeEvent(e)));
    runner.start();
    clock.set(10_000);
    runner.release();
    expect(seen.slice(-3)).toEqual(['start bell @10000', 'end bell @10000', 'complete @10000']);
    expect(runner.getState()).toMatchObject({ status: 'complete', elapsed: 10_000 });
  });

  it('rings the interval bell due at the moment it is ended, then the end bell', () => {
    const { clock, runner } = run(silent());
    const bells: string[] = [];
    runner.subscribe((e) => e.type === 'bell' && bells.push(`${e.bell.reason} ${e.bell.sound} @${e.at}`));
    runner.start();
    clock.set(10_000 + 10 * MIN);
    runner.release();
    expect(bells).toEqual([
      'start tibetan-bowl @10000',
      `interval soft-tone @${10_000 + 5 * MIN}`,
      `interval soft-tone @${10_000 + 10 * MIN}`,
      `end zen-gong @${10_000 + 10 * MIN}`,
    ]);
  });

  it('rings a Tibetan bowl between times when a hand-written plan names no interval sound', () => {
    const { repeatBellSound: _sound, ...plan } = silent();
    const { clock, runner } = run(plan);
    const bells: string[] = [];
    runner.subscribe((e) => e.type === 'bell' && bells.push(`${e.bell.reason} ${e.bell.sound} @${e.at}`));
    runner.start();
    clock.set(10_000 + 6 * MIN);
    runner.update();
    expect(bells.at(-1)).toBe(`interval tibetan-bowl @${10_000 + 5 * MIN}`);
    runner.release();
    expect(bells.at(-1)).toBe(`end zen-gong @${10_000 + 6 * MIN}`);
  });

  it('rings its interval bells while it waits, also when it starts at once and a gentle transition follows', () => {
    const plan = compileMeditationPlan(
      meditation({
        openEnded: true,
        bells: { enabled: true, start: 'none', interval: 1, end: 'zen-gong', type: 'soft-tone' },
        postMeditation: { enabled: true, duration: 2 },
      }),
    );
    const { clock, runner } = run(plan);
    const bells: string[] = [];
    runner.subscribe((e) => e.type === 'bell' && bells.push(`${e.bell.reason} @${e.at}`));
    runner.start();
    expect(runner.upcoming(2 * MIN).map(({ at }) => at)).toEqual([MIN, 2 * MIN]);
    clock.set(2 * MIN + 30_000);
    runner.update();
    expect(bells).toEqual([`interval @${MIN}`, `interval @${2 * MIN}`]);
    runner.release(); // the 2 minute transition rings no interval bells of its own
    clock.set(10 * MIN);
    runner.update();
    expect(bells.slice(2)).toEqual([`end @${4 * MIN + 30_000}`]);
  });

  it('moves the bells and prompts a hand-written plan puts in the transition along with it when the timer is ended', () => {
    const base = silent(true);
    const transitionStart = base.segments.find((s) => s.phase === 'transition')!.start;
    const plan: Plan = {
      ...base,
      bells: [...base.bells, { at: transitionStart + 30_000, sound: 'crystal-bell', reason: 'interval' }],
      prompts: [{ at: transitionStart + 20_000, until: transitionStart + 25_000, text: 'Slowly open your eyes.' }],
    };
    const { clock, runner } = run(plan);
    const seen: string[] = [];
    runner.subscribe((e) => (e.type === 'bell' || e.type === 'prompt') && seen.push(describeEvent(e)));
    runner.start();
    clock.set(8 * MIN);
    runner.release();
    clock.set(8 * MIN + 22_000);
    expect(runner.getState().prompt).toBe('Slowly open your eyes.');
    clock.set(8 * MIN + 25_000);
    expect(runner.getState().prompt).toBeNull();
    clock.set(10 * MIN);
    runner.update();
    expect(seen.slice(2)).toEqual([`prompt @${8 * MIN + 20_000}`, `bell interval @${8 * MIN + 30_000}`, `bell end @${9 * MIN}`]);
  });

  it('runs the gentle transition after it is ended', () => {
    const { clock, runner } = run(silent(true));
    runner.start();
    clock.set(8 * MIN);
    runner.release();
    expect(runner.getState()).toMatchObject({ label: 'Gentle Transition', segmentRemaining: MIN });
    clock.set(9 * MIN);
    expect(runner.update().map(describeEvent)).toEqual([`bell end @${9 * MIN}`, `complete @${9 * MIN}`]);
  });
});

describe('bad input', () => {
  it('refuses a plan whose segments are not contiguous', () => {
    const plan = box();
    const broken = { ...plan, segments: plan.segments.map((s, i) => (i === 2 ? { ...s, start: s.start + 1 } : s)) };
    expect(() => createRunner(broken, new ManualClock())).toThrow(/segment 2 \("Exhale"\) must start at 8000 ms/);
    expect(() => createRunner({ ...plan, segments: [] }, new ManualClock())).toThrow(/at least one segment/);
    expect(() => createRunner({ ...plan, total: 1 }, new ManualClock())).toThrow(/total/);
  });

  it('refuses a plan whose segments are numbered out of order or last a negative or unknown time', () => {
    const plan = compileMeditationPlan(meditation({ duration: 1 }));
    const only = plan.segments[0]!;
    expect(() => createRunner({ ...plan, segments: [{ ...only, index: 1 }] }, new ManualClock())).toThrow(/segment 0 \("Meditation"\)/);
    expect(() => createRunner({ ...plan, segments: [{ ...only, duration: -MIN }], total: -MIN }, new ManualClock())).toThrow(/segment 0/);
    expect(() => createRunner({ ...plan, segments: [{ ...only, duration: Number.NaN }], total: Number.NaN }, new ManualClock())).toThrow(/segment 0/);
    expect(() => createRunner({ ...plan, repeatBellEvery: -1 }, new ManualClock())).toThrow(/repeatBellEvery/);
  });
});

describe('the settle-in', () => {
  it('comes before the plan\'s first segment: nothing starts, no time counts, until it ends', () => {
    const clock = new ManualClock();
    const runner = createRunner(box(), clock, { settleIn: 5_000 });
    const events: string[] = [];
    runner.subscribe((event) => events.push(describeEvent(event)));
    runner.start();
    expect(runner.getState()).toMatchObject({ status: 'running', elapsed: 0, settling: 5_000, remaining: 48_000 });
    clock.advance(4_999);
    runner.update();
    expect(runner.getState()).toMatchObject({ elapsed: 0, settling: 1 });
    expect(events).toEqual([]);
    clock.advance(1);
    runner.update();
    expect(runner.getState().settling).toBeUndefined();
    expect(events).toEqual(['start @0', 'round 1/3 @0', 'phase Inhale @0']);
    clock.advance(4_000);
    runner.update();
    expect(runner.getState()).toMatchObject({ elapsed: 4_000, label: 'Hold' });
    // Audio scheduled ahead lands after the settle-in: session time 4 s is 9 s after the start.
    expect(runner.clockTimeOf(8_000)).toBe(13_000);
  });

  it('holds while paused, and a stop during it ends the session with nothing sat', () => {
    const clock = new ManualClock();
    const runner = createRunner(box(), clock, { settleIn: 5_000 });
    runner.start();
    clock.advance(2_000);
    runner.pause();
    clock.advance(60_000);
    runner.resume();
    expect(runner.getState()).toMatchObject({ status: 'running', settling: 3_000, elapsed: 0 });
    runner.stop();
    expect(runner.getState()).toMatchObject({ status: 'stopped', elapsed: 0 });
    expect(runner.getState().settling).toBeUndefined();
  });

  it('of 0 starts the plan at once, and a negative or endless one is refused', () => {
    const clock = new ManualClock();
    const runner = createRunner(box(), clock, { settleIn: 0 });
    const events: string[] = [];
    runner.subscribe((event) => events.push(describeEvent(event)));
    runner.start();
    expect(events[0]).toBe('start @0');
    expect(() => createRunner(box(), clock, { settleIn: -1 })).toThrow(RangeError);
    expect(() => createRunner(box(), clock, { settleIn: Infinity })).toThrow(RangeError);
  });
});
