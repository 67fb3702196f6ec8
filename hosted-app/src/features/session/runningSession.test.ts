import { describe, expect, it } from 'vitest';
import { BREATHING_PRESET_CONFIGS, DEFAULT_MEDITATION_CONFIG } from '@stillpoint/sdk/catalog';
import { keptOutcome, type KeptSession } from './runningSession';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 28, 7, 0);

const tenMinuteSit = (overrides: Partial<KeptSession> = {}): KeptSession => ({
  id: '00000000-0000-4000-8000-000000000001',
  request: { kind: 'meditation', source: 'preset', config: { ...DEFAULT_MEDITATION_CONFIG, duration: 10 } },
  startedAt: T0,
  pauses: [],
  pausedAt: null,
  seenAt: T0,
  endPush: false,
  timeScale: 1,
  ...overrides,
});

describe('where a kept session stands when its page comes back', () => {
  it('carries on at the time it has reached: the sit went on while the page was gone', () => {
    expect(keptOutcome(tenMinuteSit(), T0 + 4 * MINUTE)).toEqual({ kind: 'resume', elapsed: 4 * MINUTE, paused: false });
  });

  it('leaves its pauses out of that time, and comes back paused where its runner stood', () => {
    const pauses = [{ from: T0 + MINUTE, until: T0 + 3 * MINUTE }];
    expect(keptOutcome(tenMinuteSit({ pauses }), T0 + 5 * MINUTE)).toEqual({ kind: 'resume', elapsed: 3 * MINUTE, paused: false });
    const standing = [...pauses, { from: T0 + 6 * MINUTE, until: null }];
    expect(keptOutcome(tenMinuteSit({ pauses: standing, pausedAt: 4 * MINUTE - 20 }), T0 + 60 * MINUTE)).toEqual({ kind: 'resume', elapsed: 4 * MINUTE - 20, paused: true });
  });

  it("comes back paused at its runner's time when the wall clock's stamps trail it (a second on a clock 60 times faster)", () => {
    // Paused 16 ms of wall time after the page stamped the pause: 4:00 on the wall, 4:01 on the runner.
    const standing = [{ from: T0 + 4_000, until: null }];
    expect(keptOutcome(tenMinuteSit({ timeScale: 60, pauses: standing, pausedAt: 4 * MINUTE + 1_000 }), T0 + MINUTE)).toEqual({ kind: 'resume', elapsed: 4 * MINUTE + 1_000, paused: true });
  });

  it('is complete, with its planned length, once its planned end has passed', () => {
    expect(keptOutcome(tenMinuteSit(), T0 + 10 * MINUTE)).toEqual({ kind: 'ended', sat: 600, completed: true });
    expect(keptOutcome(tenMinuteSit(), T0 + 3 * 24 * 60 * MINUTE)).toEqual({ kind: 'ended', sat: 600, completed: true });
  });

  it('runs on the fast clock it was started on', () => {
    expect(keptOutcome(tenMinuteSit({ timeScale: 60 }), T0 + 5_000)).toEqual({ kind: 'resume', elapsed: 5 * MINUTE, paused: false });
  });

  it('ends a plan that waits for the user (a breath hold) with the time sat until the page was last seen', () => {
    const deepReset = tenMinuteSit({ request: { kind: 'breathing', source: 'preset', config: BREATHING_PRESET_CONFIGS['deep-reset'] }, seenAt: T0 + 2 * MINUTE });
    expect(keptOutcome(deepReset, T0 + 60 * MINUTE)).toEqual({ kind: 'ended', sat: 120, completed: false });
  });
});
