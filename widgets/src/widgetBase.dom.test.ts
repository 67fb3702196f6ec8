import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BreathSessionElement } from './breath-session/breath-session.component';
import { SESSION_EVENTS } from './events';
import type { MeditationTimerElement } from './meditation-timer/meditation-timer.component';
import { rendered } from '../test-support/rendered';
import { eventually } from '@stillpoint/test-support/eventually';
import './stillpoint-widgets';

// The elements' own API, beside their attributes: start(), pause(), resume(), stop() and status,
// the events for each, and what happens to a running session when the page changes the element.

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Every widget event the element dispatches, in order, as [type, detail]. */
function record(element: HTMLElement): Array<[string, unknown]> {
  const heard: Array<[string, unknown]> = [];
  for (const type of SESSION_EVENTS) element.addEventListener(type, (event) => heard.push([type, (event as CustomEvent).detail]));
  return heard;
}
const types = (heard: Array<[string, unknown]>) => heard.map(([type]) => type);

/** An element made from markup but not yet on the page. */
function make(html: string): BreathSessionElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild as BreathSessionElement;
}

describe('the event names', () => {
  // Every event is named session-*, as the React runners' callbacks are on* (onPhaseChange is
  // session-phase-change); the old phase-change still fires, after it, with the same detail.
  it('dispatches each phase as session-phase-change, and as the deprecated phase-change with the same detail', async () => {
    const element = make('<breath-session pattern="4-4-4-4" rounds="1" time-scale="60"></breath-session>');
    const heard: Array<[string, unknown]> = [];
    for (const type of ['session-phase-change', 'phase-change']) element.addEventListener(type, (event) => heard.push([type, (event as CustomEvent).detail]));
    document.body.append(element);
    await eventually(() => heard.length >= 2);
    expect(types(heard).slice(0, 2)).toEqual(['session-phase-change', 'phase-change']);
    expect(heard[0]?.[1]).toMatchObject({ phase: 'inhale', label: 'Inhale', round: 1, rounds: 1 });
    expect(heard[1]?.[1]).toBe(heard[0]?.[1]);
    expect(SESSION_EVENTS.every((name) => name.startsWith('session-'))).toBe(true);
  });
});

describe('the element methods', () => {
  it('start(), pause(), resume() and stop() drive the session, each with its event, and status follows', async () => {
    const element = make('<breath-session pattern="4-4-4-4" rounds="3" autostart="off"></breath-session>');
    const heard = record(element);
    expect(element.status).toBe('idle');
    document.body.append(element);
    // Callable as soon as the element is on the page: the session starts once its runner is ready.
    element.start();
    await eventually(() => types(heard).includes('session-phase-change'));
    expect(element.status).toBe('running');
    element.pause();
    expect(element.status).toBe('paused');
    const root = await rendered(element);
    await eventually(() => root.querySelector('[part~="resume"]'));
    element.resume();
    expect(element.status).toBe('running');
    element.stop();
    expect(element.status).toBe('stopped');
    expect(types(heard)).toEqual(['session-start', 'session-phase-change', 'session-pause', 'session-resume', 'session-stop']);
    expect(heard[2]?.[1]).toEqual({ kind: 'breathing', title: expect.any(String), elapsed: expect.any(Number), total: 48_000 });
    expect(heard.at(-1)?.[1]).toMatchObject({ kind: 'breathing', total: 48_000, reason: 'method' });
    for (const [, detail] of heard) {
      for (const value of Object.values(detail as object)) if (typeof value === 'number') expect(Number.isInteger(value)).toBe(true);
    }
  });

  it('its Start again button, after the end, runs a new session that keeps running', async () => {
    const element = make('<breath-session pattern="2-2" rounds="2" time-scale="20"></breath-session>');
    const heard = record(element);
    document.body.append(element);
    await eventually(() => types(heard).includes('session-complete'));
    const root = await rendered(element);
    const again = await eventually(() => [...root.querySelectorAll('button')].find((button) => button.textContent === 'Start again'));
    again.click();
    await eventually(() => types(heard).filter((type) => type === 'session-start').length === 2 && element.status === 'running');
    await eventually(() => types(heard).filter((type) => type === 'session-complete').length === 2);
    expect(types(heard).filter((type) => type === 'session-stop')).toEqual([]);
  });

  it('a session-start listener after Start again meets the new run: status reads running, and pause() pauses it', async () => {
    const element = make('<breath-session pattern="2-2" rounds="2" time-scale="20"></breath-session>');
    const heard = record(element);
    const met: string[] = [];
    element.addEventListener('session-start', () => {
      met.push(element.status);
      if (met.length === 2) {
        element.pause();
        met.push(element.status);
      }
    });
    document.body.append(element);
    await eventually(() => types(heard).includes('session-complete'));
    const root = await rendered(element);
    const again = await eventually(() => [...root.querySelectorAll('button')].find((button) => button.textContent === 'Start again'));
    again.click();
    expect(met).toEqual(['running', 'running', 'paused']);
    const sinceAgain = types(heard).slice(types(heard).lastIndexOf('session-start'));
    expect(sinceAgain.slice(0, 2)).toEqual(['session-start', 'session-pause']);
    expect(element.status).toBe('paused');
  });

  it('start() before the element is on the page starts it once it is; start() after the end runs a new session', async () => {
    const element = make('<meditation-timer minutes="1" time-scale="600" autostart="off"></meditation-timer>') as unknown as MeditationTimerElement;
    const heard = record(element);
    element.start();
    document.body.append(element);
    await eventually(() => types(heard).includes('session-complete'), { withinMs: 15_000 });
    expect(element.status).toBe('complete');
    element.start();
    await eventually(() => types(heard).filter((type) => type === 'session-start').length === 2);
    expect(element.status).toBe('running');
  });

  it('do nothing harmful where there is no session: not on the page, or attributes that cannot be used', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loose = make('<breath-session></breath-session>');
    expect(() => [loose.pause(), loose.resume(), loose.stop()]).not.toThrow();
    const element = make('<breath-session rounds="99"></breath-session>');
    document.body.append(element);
    await rendered(element);
    expect(element.status).toBe('invalid');
    expect(() => [element.start(), element.pause(), element.resume(), element.stop()]).not.toThrow();
  });
});

describe('a running session when the page changes the element', () => {
  it('moving the element in the page keeps the session running, with no new start', async () => {
    document.body.innerHTML = '<div id="a"><breath-session pattern="4-4-4-4" rounds="3"></breath-session></div><div id="b"></div>';
    const element = document.querySelector('breath-session') as BreathSessionElement;
    const heard = record(element);
    await eventually(() => types(heard).includes('session-start'));
    heard.length = 0;
    const runner = (await rendered(element)).querySelector('[part~="runner"]');
    document.getElementById('b')?.append(element);
    // The removal check runs in the microtask queued by the move, before this one resolves.
    await element.updateComplete;
    expect(element.status).toBe('running');
    expect(element.shadowRoot?.querySelector('[part~="runner"]')).toBe(runner);
    expect(types(heard).filter((type) => type === 'session-start' || type === 'session-stop')).toEqual([]);
  });

  it('removing it ends the session with session-stop, reason "removed"', async () => {
    const element = make('<breath-session pattern="4-4-4-4" rounds="3"></breath-session>');
    const heard = record(element);
    document.body.append(element);
    await eventually(() => element.status === 'running');
    element.remove();
    await eventually(() => types(heard).includes('session-stop'));
    expect(heard.at(-1)?.[1]).toMatchObject({ kind: 'breathing', reason: 'removed' });
  });

  it('changing an attribute that changes the session ends the old one with session-stop, reason "attributes", then starts the new one', async () => {
    const element = make('<breath-session pattern="4-4-4-4" rounds="3"></breath-session>');
    const heard = record(element);
    document.body.append(element);
    await eventually(() => types(heard).includes('session-start'));
    element.setAttribute('rounds', '2');
    element.setAttribute('visual-guide', 'wave');
    await eventually(() => types(heard).filter((type) => type === 'session-start').length === 2);
    const ends = heard.filter(([type]) => type === 'session-stop' || type === 'session-start').map(([type, detail]) => [type, (detail as { total: number }).total, (detail as { reason?: string }).reason]);
    // Two attributes set in a row are one change: one stop, one new session.
    expect(ends).toEqual([
      ['session-start', 48_000, undefined],
      ['session-stop', 48_000, 'attributes'],
      ['session-start', 32_000, undefined],
    ]);
  });

  it('changing an attribute that leaves the session as it is (autostart, sound) keeps it running', async () => {
    const element = make('<breath-session pattern="4-4-4-4" rounds="3"></breath-session>');
    const heard = record(element);
    document.body.append(element);
    await eventually(() => types(heard).includes('session-start'));
    element.setAttribute('autostart', 'off');
    // The view has applied the change: a restart it caused would have stopped the session by now.
    await element.updateComplete;
    expect(types(heard).filter((type) => type === 'session-stop')).toEqual([]);
    expect(element.status).toBe('running');
  });
});
