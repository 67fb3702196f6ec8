import { describe, expect, it } from 'vitest';
import { Subscribable } from './Subscribable';

describe('Subscribable', () => {
  it('calls each listener with the notice, in the order they subscribed, until it unsubscribes', () => {
    const heard: string[] = [];
    const notices = new Subscribable<[number]>();
    const offA = notices.subscribe((n) => heard.push(`a${n}`));
    notices.subscribe((n) => heard.push(`b${n}`));
    notices.notify(1);
    offA();
    notices.notify(2);
    expect(heard).toEqual(['a1', 'b1', 'b2']);
  });

  it('counts a listener subscribed twice once', () => {
    let calls = 0;
    const notices = new Subscribable();
    const listener = () => (calls += 1);
    notices.subscribe(listener);
    const off = notices.subscribe(listener);
    notices.notify();
    off();
    expect(calls).toBe(1);
    expect(notices.hasListeners()).toBe(false);
  });

  it('tells its owner when the first listener comes and the last one goes, once each', () => {
    const hooks: string[] = [];
    const notices = new Subscribable({ onFirst: () => hooks.push('first'), onLast: () => hooks.push('last') });
    const offA = notices.subscribe(() => {});
    const offB = notices.subscribe(() => {});
    offA();
    offA();
    expect(hooks).toEqual(['first']);
    offB();
    expect(hooks).toEqual(['first', 'last']);
    notices.subscribe(() => {});
    expect(hooks).toEqual(['first', 'last', 'first']);
  });

  it('notifies the listeners present when the round starts: one added during it waits for the next round', () => {
    const heard: string[] = [];
    const notices = new Subscribable();
    let offB = () => {};
    notices.subscribe(() => {
      heard.push('a');
      offB();
      notices.subscribe(() => heard.push('c'));
    });
    offB = notices.subscribe(() => heard.push('b'));
    notices.notify();
    expect(heard).toEqual(['a', 'b']);
    notices.notify();
    expect(heard).toEqual(['a', 'b', 'a', 'c']);
  });

  it('drops every listener on clear(), and a removal after it does nothing', () => {
    const hooks: string[] = [];
    const notices = new Subscribable({ onLast: () => hooks.push('last') });
    const off = notices.subscribe(() => hooks.push('heard'));
    notices.clear();
    off();
    notices.notify();
    expect(hooks).toEqual([]);
    expect(notices.hasListeners()).toBe(false);
  });
});
