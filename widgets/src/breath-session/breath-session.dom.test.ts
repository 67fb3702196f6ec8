import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineBreathSession } from '../defineWidgets';
import { domAccessibilityViolations } from '@stillpoint/test-support/axe-dom';
import { rendered } from '../../test-support/rendered';
import { eventually } from '@stillpoint/test-support/eventually';
import { BreathSessionElement } from './breath-session.component';
import './breath-session';

function mount(html: string): BreathSessionElement {
  document.body.innerHTML = html;
  return document.body.querySelector('breath-session') as BreathSessionElement;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('<breath-session>', () => {
  it('passes an accessibility check', async () => {
    const element = mount('<breath-session pattern="4-4-4-4" rounds="3"></breath-session>');
    await rendered(element);
    expect(await domAccessibilityViolations(element)).toEqual([]);
  });

  it('is registered by its file, as the class the package exports', () => {
    expect(customElements.get('breath-session')).toBe(BreathSessionElement);
    expect(document.createElement('breath-session')).toBeInstanceOf(BreathSessionElement);
  });

  it('runs the session its attributes describe: "Round 1 of 3", the phase, End Session', async () => {
    const element = mount('<breath-session pattern="4-4-4-4" rounds="3"></breath-session>');
    const root = await rendered(element);
    await eventually(() => root.querySelector('[part~="round"]')?.textContent?.includes('Round 1 of 3'));
    await eventually(() => root.querySelector('[part~="phase"]')?.textContent === 'Inhale');
    expect(root.querySelector('[part~="end"]')?.textContent).toBe('End Session');
  });

  it('shows visitors a short message for bad attributes, and the page\'s developer every problem in the console and a session-error event', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const errors: CustomEvent[] = [];
    document.addEventListener('session-error', (event) => errors.push(event as CustomEvent), { once: true });
    const element = mount('<breath-session rounds="50" visual-guide="triangle"></breath-session>');
    const root = await rendered(element);
    const alert = await eventually(() => root.querySelector('[role="alert"]'));
    expect(alert.textContent).toBe("This session can't start");
    expect(alert.getAttribute('part')).toBe('error');
    expect(root.textContent).not.toContain('rounds');
    await eventually(() => errors.length > 0);
    expect(errors[0]?.detail.problems).toEqual([
      { attribute: 'rounds', message: 'rounds="50": Duration must be a whole number between 1 and 20 rounds.' },
      { attribute: 'visual-guide', message: 'visual-guide="triangle": Visual guide must be one of: circle, lungs, wave.' },
    ]);
    expect(errors[0]?.detail.message).toContain('<breath-session> cannot start');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain('rounds="50"');
    expect(String(logged.mock.calls[0]?.[0])).toContain('visual-guide="triangle"');
    expect(element.status).toBe('invalid');
    expect(await domAccessibilityViolations(element)).toEqual([]);
  });

  it('recovers when the bad attribute is fixed, and a removed attribute returns to its default', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = mount('<breath-session pattern="4-4-4-4" rounds="99"></breath-session>');
    const root = await rendered(element);
    await eventually(() => root.querySelector('[role="alert"]'));
    element.setAttribute('rounds', '2');
    await eventually(() => root.querySelector('[part~="round"]')?.textContent?.includes('Round 1 of 2'));
    expect(root.querySelector('[role="alert"]')).toBeNull();
    element.setAttribute('visual-guide', 'triangle');
    await eventually(() => root.querySelector('[role="alert"]'));
    element.removeAttribute('visual-guide');
    await eventually(() => !root.querySelector('[role="alert"]') && root.querySelector('[part~="guide"]'));
  });

  it('tolerates being defined twice, as when the script is loaded twice', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(defineBreathSession()).toBe(false);
    vi.resetModules();
    const again = await import('./breath-session.component');
    expect(again.BreathSessionElement).not.toBe(BreathSessionElement);
    const secondCopy = await import('../defineWidgets');
    expect(secondCopy.defineBreathSession()).toBe(false);
    expect(customElements.get('breath-session')).toBe(BreathSessionElement);
    expect(warned).not.toHaveBeenCalled();
  });

  it('leaves a tag some other script owns alone, and says so', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    customElements.define('other-widget', class extends HTMLElement {});
    const { defineElement } = await import('../define');
    expect(defineElement('other-widget', BreathSessionElement)).toBe(false);
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('<other-widget> is already defined by another script'));
  });

  it('dispatches session-start, session-phase-change and session-complete that bubble out of a shadow root', async () => {
    const outer = document.createElement('div');
    document.body.append(outer);
    const shadow = outer.attachShadow({ mode: 'open' });
    const heard: Array<{ type: string; detail: unknown; bubbles: boolean; composed: boolean; target: EventTarget | null }> = [];
    for (const type of ['session-start', 'session-phase-change', 'session-complete', 'session-stop']) {
      document.addEventListener(type, (event) => {
        const { detail, bubbles, composed, target } = event as CustomEvent;
        heard.push({ type, detail, bubbles, composed, target });
      });
    }
    shadow.innerHTML = '<breath-session pattern="1-1-1-0" rounds="1" time-scale="20"></breath-session>';
    await eventually(() => heard.some((event) => event.type === 'session-complete'), { withinMs: 15_000 });

    expect(heard.map((event) => event.type)).toEqual(['session-start', 'session-phase-change', 'session-phase-change', 'session-phase-change', 'session-complete']);
    expect(heard.every((event) => event.bubbles && event.composed)).toBe(true);
    // Retargeted at the shadow host: the page sees the outer element, not our internals.
    expect(heard.every((event) => event.target === outer)).toBe(true);
    expect(heard[0]?.detail).toEqual({ kind: 'breathing', title: expect.any(String), total: 3000 });
    expect(heard.slice(1, 4).map((event) => event.detail)).toEqual([
      { phase: 'inhale', label: 'Inhale', round: 1, rounds: 1, start: 0, duration: 1000 },
      { phase: 'hold', label: 'Hold', round: 1, rounds: 1, start: 1000, duration: 1000 },
      { phase: 'exhale', label: 'Exhale', round: 1, rounds: 1, start: 2000, duration: 1000 },
    ]);
    expect(heard[4]?.detail).toMatchObject({ kind: 'breathing', total: 3000, elapsed: 3000 });
  });

  it('dispatches session-stop with the time that passed once End Session is confirmed with End now, not before', async () => {
    const element = mount('<breath-session pattern="4-4-4-4" rounds="3"></breath-session>');
    const heard: CustomEvent[] = [];
    element.addEventListener('session-stop', (event) => heard.push(event as CustomEvent));
    const stopped = new Promise<CustomEvent>((resolve) => element.addEventListener('session-stop', resolve));
    const root = await rendered(element);
    const end = await eventually(() => root.querySelector<HTMLButtonElement>('[part~="end"]'));
    end.click();
    const endNow = await eventually(() => root.querySelector<HTMLButtonElement>('[part~="end-now"]'));
    expect(heard).toEqual([]);
    endNow.click();
    const event = await stopped;
    expect(heard).toHaveLength(1);
    expect(event.detail).toMatchObject({ kind: 'breathing', total: 48_000, reason: 'user' });
    expect(event.detail.elapsed).toBeGreaterThanOrEqual(0);
    expect(event.detail.elapsed).toBeLessThan(48_000);
  });
});

describe('<breath-session> made by script', () => {
  it('waits for the page to insert it, so attributes set after createElement all count (autostart="off" stays idle)', async () => {
    const element = document.createElement('breath-session');
    element.setAttribute('pattern', '1-1-1-0');
    element.setAttribute('autostart', 'off');
    const started = vi.fn();
    element.addEventListener('session-start', started);
    document.body.append(element);
    const root = await rendered(element);
    await eventually(() => root.querySelector('[part~="start"]'));
    // The view has applied every attribute: an autostart would have started the session by now.
    await (element as BreathSessionElement).updateComplete;
    expect(started).not.toHaveBeenCalled();
    expect(root.querySelector('[part~="start"]')?.textContent).toBe('Start');
  });
});
