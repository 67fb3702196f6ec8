import { describe, expect, it } from 'vitest';
import { compileBreathingPlan } from './compileBreathingPlan';
import { createRunner } from './createRunner';
import { createSessionStore } from './createSessionStore';
import { breathing } from '../../test-support/fixtures';
import { ManualClock } from './ManualClock';

describe('session store', () => {
  it('holds the runner state and the plan, refreshed on every update', () => {
    const clock = new ManualClock();
    const runner = createRunner(compileBreathingPlan(breathing({ technique: 'box', pattern: '4-4-4-4', duration: { type: 'rounds', value: 2 } })), clock);
    const store = createSessionStore(runner);
    expect(store.getState()).toMatchObject({ status: 'idle', label: 'Inhale', plan: runner.plan });
    const seen: string[] = [];
    store.subscribe((state) => seen.push(`${state.status} ${state.label}`));
    store.getState().start();
    clock.advance(5_000);
    runner.update();
    expect(store.getState()).toMatchObject({ status: 'running', label: 'Hold', round: 1, rounds: 2, elapsed: 5_000 });
    expect(seen).toEqual(['running Inhale', 'running Hold']);
  });

  it('pauses, resumes, releases and stops through its actions', () => {
    const clock = new ManualClock();
    const runner = createRunner(compileBreathingPlan(breathing({ technique: 'deep-reset', pattern: '1-0-1-0' })), clock);
    const store = createSessionStore(runner);
    const { start, pause, resume, release, stop } = store.getState();
    start();
    clock.advance(61_000);
    pause();
    expect(store.getState()).toMatchObject({ status: 'paused', label: 'Breath Hold', awaitingRelease: true });
    resume();
    release();
    expect(store.getState()).toMatchObject({ status: 'running', label: 'Recovery Breath' });
    stop();
    expect(store.getState()).toMatchObject({ status: 'stopped', label: 'Session Ended', elapsed: 61_000 });
  });
});
