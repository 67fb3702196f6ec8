import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildBreathingPlan } from '../core';
import { ManualClock } from '../core/ManualClock';
import { FOUR_SEVEN_EIGHT } from '../../test-support/fixtures';
import { BreathingSession } from './BreathingSession';
import { MeditationSession } from './MeditationSession';
import { useSessionRunner, type SessionRunner } from './useSessionRunner';

afterEach(cleanup);

describe('useSessionRunner and a plan built on every render', () => {
  it('keeps its runner while the plan is equal in value: Start, then every phase, with no restart to Ready', () => {
    const clock = new ManualClock();
    const seen: { session: SessionRunner | null; runners: Set<unknown> } = { session: null, runners: new Set() };
    const rendered = (session: SessionRunner) => {
      seen.session = session;
      seen.runners.add(session.runner);
    };
    function Runner({ onRender }: { onRender: (session: SessionRunner) => void }) {
      // As the README's first example would write it: no useMemo around the plan.
      const session = useSessionRunner(buildBreathingPlan(FOUR_SEVEN_EIGHT), { clock, autoStart: false });
      onRender(session);
      return <p>{session.state.status === 'idle' ? 'Ready' : session.state.label}</p>;
    }
    const view = render(<Runner onRender={rendered} />);
    act(() => seen.session?.start());
    act(() => clock.advance(4000));
    act(() => clock.advance(7000));
    expect(seen.session?.getState().status).toBe('running');
    expect(view.container.textContent).toBe('Exhale');
    expect(seen.runners.size).toBe(1);
  });

  it('takes a plan that differs in value as a new session', () => {
    const clock = new ManualClock();
    const runners = new Set<unknown>();
    function Runner({ rounds }: { rounds: number }) {
      const session = useSessionRunner(buildBreathingPlan({ ...FOUR_SEVEN_EIGHT, duration: { type: 'rounds', value: rounds } }), { clock, autoStart: false });
      runners.add(session.runner);
      return null;
    }
    const view = render(<Runner rounds={2} />);
    view.rerender(<Runner rounds={2} />);
    expect(runners.size).toBe(1);
    view.rerender(<Runner rounds={3} />);
    expect(runners.size).toBe(2);
  });
});

// Type checks (tsc runs over the tests): a runner with nothing to run does not compile.
export function NeitherConfigNorPlan() {
  return (
    <>
      {/* @ts-expect-error: a BreathingSession needs a config or a plan */}
      <BreathingSession />
      {/* @ts-expect-error: a MeditationSession needs a config or a plan */}
      <MeditationSession vibration={false} />
      <BreathingSession config={FOUR_SEVEN_EIGHT} />
      <BreathingSession plan={buildBreathingPlan(FOUR_SEVEN_EIGHT)} />
    </>
  );
}
