import { describe, expect, it } from 'vitest';
import { keyBytes, pushSupport, toggleDay } from './pushSupport';

const desktop = { serviceWorker: true, pushManager: true, notification: true, ios: false, standalone: false };

describe('whether this browser can get push notifications', () => {
  it('needs service workers, push and notifications (commercial.md §5)', () => {
    expect(pushSupport(desktop)).toBe('supported');
    expect(pushSupport({ ...desktop, pushManager: false })).toBe('unsupported');
    expect(pushSupport({ ...desktop, notification: false })).toBe('unsupported');
  });

  it('explains the iOS rule in a Safari tab (Home Screen apps only), and not to a home-screen app that has push', () => {
    const safariTab = { serviceWorker: true, pushManager: false, notification: false, ios: true, standalone: false };
    expect(pushSupport(safariTab)).toBe('ios-browser');
    expect(pushSupport({ ...safariTab, standalone: true })).toBe('unsupported');
    expect(pushSupport({ ...desktop, ios: true, standalone: true })).toBe('supported');
  });
});

describe('the reminder days', () => {
  it('turn on and off in week order, never to none', () => {
    expect(toggleDay([1, 2, 3], 2)).toEqual([1, 3]);
    expect(toggleDay([3, 1], 7)).toEqual([1, 3, 7]);
    expect(toggleDay([5], 5)).toEqual([5]);
  });
});

describe('the VAPID key', () => {
  it('is decoded from base64url to its 65 bytes', () => {
    const bytes = new Uint8Array(65).map((_, index) => (index * 37) % 256);
    expect([...keyBytes(Buffer.from(bytes).toString('base64url'))]).toEqual([...bytes]);
  });
});
