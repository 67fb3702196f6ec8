import { describe, expect, it } from 'vitest';
import { breathing, FOUR_SEVEN_EIGHT } from '../../test-support/fixtures';
import { buildBreathingPlan } from './buildBreathingPlan';
import { ManualClock } from './ManualClock';
import { SessionObserver, type SessionCallbacks } from './SessionObserver';

/** An observer of a 2-round 4-7-8 session (19 s a round) and every callback it made, as text. */
function observe(options: { autoStart?: boolean; rounds?: number } = {}) {
  const clock = new ManualClock();
  const plan = buildBreathingPlan({ ...FOUR_SEVEN_EIGHT, duration: { type: 'rounds', value: options.rounds ?? 2 } });
  const observer = new SessionObserver({ plan, clock, frameMs: 1000, autoStart: options.autoStart });
  const heard: string[] = [];
  const callbacks: SessionCallbacks = {
    onStart: (d) => heard.push(`start ${d.title} ${d.total}`),
    onPhaseChange: (d) => heard.push(`phase ${d.label} ${d.round}/${d.rounds} @${d.start}`),
    onPause: (d) => heard.push(`pause @${d.elapsed}`),
    onResume: (d) => heard.push(`resume @${d.elapsed}`),
    onComplete: (d) => heard.push(`complete @${d.elapsed}`),
    onStop: (d) => heard.push(`stop ${d.reason} @${d.elapsed}`),
  };
  observer.setCallbacks(callbacks);
  return { clock, plan, observer, heard };
}

describe('SessionObserver', () => {
  it('reports each phase once, in order, however many views watch the session', () => {
    const { clock, observer, heard } = observe({ rounds: 1 });
    const offs = [observer.subscribe(() => {}), observer.subscribe(() => {}), observer.subscribe(() => {})];
    observer.start();
    clock.advance(19_000);
    expect(heard).toEqual(['start 4-7-8 Breathing 19000', 'phase Inhale 1/1 @0', 'phase Hold 1/1 @4000', 'phase Exhale 1/1 @11000', 'complete @19000']);
    for (const off of offs) off();
  });

  it('drives the runner only while watched, and starts it when first watched with autoStart', () => {
    const { clock, observer, heard } = observe({ autoStart: true });
    clock.advance(5000);
    expect(observer.getSnapshot().state.status).toBe('idle');
    const off = observer.subscribe(() => {});
    expect(observer.getSnapshot().state.status).toBe('running');
    clock.advance(4000);
    expect(observer.getSnapshot().state.label).toBe('Hold');
    off();
    expect(clock.pending()).toBe(0);
    expect(heard).toEqual(['start 4-7-8 Breathing 38000', 'phase Inhale 1/2 @0', 'phase Hold 1/2 @4000']);
  });

  it('falls silent once nobody watches: the session goes on, its callbacks are not called', () => {
    const { clock, observer, heard } = observe();
    const off = observer.subscribe(() => {});
    observer.start();
    off();
    clock.advance(5000);
    observer.stop();
    expect(heard).toEqual(['start 4-7-8 Breathing 38000', 'phase Inhale 1/2 @0']);
    expect(observer.getState().status).toBe('stopped');
  });

  it('keeps one snapshot object until something changes, and a new one for every change', () => {
    const { clock, observer } = observe();
    const changes: unknown[] = [];
    const off = observer.subscribe(() => changes.push(observer.getSnapshot()));
    const first = observer.getSnapshot();
    expect(observer.getSnapshot()).toBe(first);
    observer.start();
    clock.advance(4000);
    expect(observer.getSnapshot()).not.toBe(first);
    expect(new Set(changes).size).toBe(changes.length);
    expect(observer.getSnapshot().state.label).toBe('Hold');
    off();
  });

  it('keeps the session for a plan equal in value, and replaces it for one that differs', () => {
    const { clock, plan, observer } = observe();
    const off = observer.subscribe(() => {});
    observer.start();
    const runner = observer.getSnapshot().runner;
    const rebuilt = buildBreathingPlan({ ...FOUR_SEVEN_EIGHT, duration: { type: 'rounds', value: 2 } });
    expect(rebuilt).not.toBe(plan);
    expect(observer.setOptions({ plan: rebuilt, clock, frameMs: 1000 })).toBe(false);
    expect(observer.getSnapshot().runner).toBe(runner);
    expect(observer.getSnapshot().plan).toBe(plan);
    expect(observer.getState().status).toBe('running');

    const other = buildBreathingPlan(breathing({ pattern: '5-0-5-0' }));
    expect(observer.setOptions({ plan: other, clock, frameMs: 1000 })).toBe(true);
    expect(observer.getSnapshot().runner).not.toBe(runner);
    expect(observer.getSnapshot().plan).toBe(other);
    expect(observer.getState().status).toBe('idle');
    off();
  });

  it('reports pause and resume (status changes of the runner) and why it stopped', () => {
    const { clock, observer, heard } = observe();
    const off = observer.subscribe(() => {});
    observer.start();
    clock.advance(2000);
    observer.pause();
    clock.advance(10_000);
    observer.resume();
    clock.advance(1000);
    observer.end();
    expect(heard.slice(2)).toEqual(['pause @2000', 'resume @2000', 'stop user @3000']);
    off();
  });

  it('says "method" for a host stop()', () => {
    const { observer, heard } = observe();
    const off = observer.subscribe(() => {});
    observer.start();
    observer.stop();
    expect(heard.at(-1)).toBe('stop method @0');
    off();
  });

  it('passes on the reason a host gives stop(): an element ending its session for new attributes says so', () => {
    const { observer, heard } = observe();
    const off = observer.subscribe(() => {});
    observer.start();
    observer.stop('attributes');
    expect(heard.at(-1)).toBe('stop attributes @0');
    off();
  });

  it('starts again with a fresh runner of the same plan, and keeps event listeners across runs', () => {
    const { clock, observer, heard } = observe({ rounds: 1 });
    const events: string[] = [];
    observer.subscribeEvents((event) => events.push(event.type));
    const off = observer.subscribe(() => {});
    observer.start();
    clock.advance(19_000);
    const first = observer.getSnapshot().runner;
    observer.restart();
    expect(observer.getSnapshot().runner).not.toBe(first);
    expect(observer.getSnapshot().restarts).toBe(1);
    expect(observer.getState().status).toBe('running');
    expect(heard.filter((line) => line.startsWith('start'))).toHaveLength(2);
    expect(events.filter((type) => type === 'start')).toHaveLength(2);
    off();
  });
});
