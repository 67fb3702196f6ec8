import { afterEach, describe, expect, it, vi } from 'vitest';
import { domAccessibilityViolations } from '@stillpoint/test-support/axe-dom';
import { rendered } from '../../test-support/rendered';
import { eventually } from '@stillpoint/test-support/eventually';
import { MeditationTimerElement } from './meditation-timer.component';
import './meditation-timer';

function mount(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.querySelector('meditation-timer') as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('<meditation-timer>', () => {
  it('passes an accessibility check', async () => {
    const element = mount('<meditation-timer minutes="10"></meditation-timer>');
    await rendered(element);
    expect(await domAccessibilityViolations(element)).toEqual([]);
  });

  it('is registered by its file, as the class the package exports', () => {
    expect(customElements.get('meditation-timer')).toBe(MeditationTimerElement);
  });

  it('counts down the minutes it is given on the ring, with End Session', async () => {
    const element = mount('<meditation-timer minutes="10"></meditation-timer>');
    const root = await rendered(element);
    const time = await eventually(() => root.querySelector('[part~="time"]'));
    expect(time.textContent).toMatch(/^(10:00|9:59|09:59)$/);
    const end = await eventually(() => root.querySelector('[part~="end"]'));
    expect(end.textContent).toBe('End Session');
  });

  it('with zen shows the zen view and its "Zen Mode" label', async () => {
    const element = mount('<meditation-timer minutes="5" zen></meditation-timer>');
    const root = await rendered(element);
    const label = await eventually(() => root.querySelector('[part~="zen-label"]'));
    expect(label.textContent).toBe('Zen Mode');
  });

  it('shows visitors a short message for bad attributes; the detail goes to the console and a session-error event', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = mount('<meditation-timer minutes="90" bell-type="cowbell"></meditation-timer>');
    const heard = new Promise<CustomEvent>((resolve) => element.addEventListener('session-error', (event) => resolve(event as CustomEvent), { once: true }));
    const root = await rendered(element);
    const alert = await eventually(() => root.querySelector('[role="alert"]'));
    expect(alert.textContent).toBe("This session can't start");
    const { detail } = await heard;
    expect(detail.problems.map((problem: { attribute: string }) => problem.attribute)).toEqual(['minutes', 'bell-type']);
    expect(detail.problems[0].message).toBe('minutes="90": Duration must be between 1 and 60 minutes.');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain('bell-type="cowbell"');
  });

  it('a program it cannot run is a session-error naming the program attribute and the segment at fault', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = mount(`<meditation-timer program='{"segments":[{"kind":"sit","minutes":5,"bells":{"every":5}}]}'></meditation-timer>`);
    const heard = new Promise<CustomEvent>((resolve) => element.addEventListener('session-error', (event) => resolve(event as CustomEvent), { once: true }));
    const root = await rendered(element);
    expect((await eventually(() => root.querySelector('[role="alert"]'))).textContent).toBe("This session can't start");
    expect((await heard).detail.problems).toEqual([{ attribute: 'program', message: 'program: Segment 1: a bell every 5 minutes never rings inside its 5 minutes.' }]);
    expect((element as MeditationTimerElement).status).toBe('invalid');
  });

  it('the program property takes the program as an object or as its text, and reads as the attribute\'s text', async () => {
    const element = mount('<meditation-timer autostart="off"></meditation-timer>') as MeditationTimerElement;
    const program = { segments: [{ kind: 'sit' as const, minutes: 2 }, { kind: 'walk' as const, minutes: 1 }] };
    element.program = program;
    expect(element.getAttribute('program')).toBe(JSON.stringify(program));
    expect(element.program).toBe(JSON.stringify(program));
    const root = await rendered(element);
    await element.updateComplete;
    expect((await eventually(() => root.querySelector('[part~="time"]'))).textContent).toMatch(/^0?3:00$/);
    element.program = '{"segments":[{"kind":"sit","minutes":4}]}';
    expect(element.getAttribute('program')).toBe('{"segments":[{"kind":"sit","minutes":4}]}');
    element.program = undefined;
    expect(element.hasAttribute('program')).toBe(false);
  });

  it('runs a 1-minute meditation to the end on an accelerated clock, with bubbling, composed events', async () => {
    const heard: CustomEvent[] = [];
    for (const type of ['session-start', 'session-phase-change', 'session-complete']) {
      document.addEventListener(type, (event) => heard.push(event as CustomEvent));
    }
    mount('<meditation-timer minutes="1" time-scale="600"></meditation-timer>');
    await eventually(() => heard.some((event) => event.type === 'session-complete'), { withinMs: 15_000 });
    expect(heard.map((event) => event.type)).toEqual(['session-start', 'session-phase-change', 'session-complete']);
    expect(heard.every((event) => event.bubbles && event.composed)).toBe(true);
    expect(heard[0]?.detail).toEqual({ kind: 'meditation', title: '1 min Meditation', total: 60_000 });
    expect(heard[1]?.detail).toMatchObject({ phase: 'meditation', start: 0, duration: 60_000 });
    expect(heard[2]?.detail).toEqual({
      kind: 'meditation',
      title: '1 min Meditation',
      elapsed: 60_000,
      total: 60_000,
      preset: 'custom',
      config: expect.objectContaining({ preset: 'custom', type: 'basic-timer', duration: 1 }),
      startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });
});
