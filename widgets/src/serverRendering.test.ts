import { describe, expect, it } from 'vitest';

// Server rendering imports the widgets with no DOM at all: nothing may touch window, document or
// customElements while a module loads, and registering must quietly do nothing.
describe('on a server (Node, no DOM)', () => {
  it('has no browser globals here, so the test means something', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(typeof customElements).toBe('undefined');
    expect(typeof HTMLElement).toBe('undefined');
  });

  it('imports the package entry, both registering files and the script entry without throwing', async () => {
    const entry = await import('./index');
    await import('./breath-session/breath-session');
    await import('./meditation-timer/meditation-timer');
    await import('./stillpoint-widgets');
    expect(entry.defineBreathSession()).toBe(false);
    expect(entry.defineMeditationTimer()).toBe(false);
    expect(() => entry.defineWidgets()).not.toThrow();
  });

  it('still parses and validates attributes, so a server can check them before rendering the tag', async () => {
    const { parseBreathSessionAttributes } = await import('./index');
    expect(parseBreathSessionAttributes({ rounds: '3' }).ok).toBe(true);
  });
});
