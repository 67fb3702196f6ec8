import { describe, expect, it } from 'vitest';
import { parseMeditationTimerAttributes } from './meditation-timer.attributes';

function settings(values: Record<string, string>) {
  const result = parseMeditationTimerAttributes(values);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join(' '));
  return result.value;
}

function errors(values: Record<string, string>) {
  const result = parseMeditationTimerAttributes(values);
  if (result.ok) throw new Error('expected the attributes to be refused');
  return result.errors;
}

describe('<meditation-timer> attributes', () => {
  it('with no attributes runs the builder defaults: 15 min basic timer, no bells, no sound', () => {
    const { config, sound } = settings({});
    expect(config.duration).toBe(15);
    expect(config.type).toBe('basic-timer');
    expect(config.zenMode).toBe(false);
    expect(config.bells).toBeUndefined();
    expect(sound).toBe(false);
  });

  it('minutes, type, ambient and zen set the session', () => {
    const { config } = settings({ minutes: '10', type: 'body-scan', ambient: 'sea_loop', zen: '' });
    expect(config).toMatchObject({ duration: 10, type: 'body-scan', ambient: 'sea_loop', zenMode: true });
  });

  it('bells on fills in a tibetan-bowl start, a zen-gong end and no interval (core-app §4)', () => {
    expect(settings({ bells: '' }).config.bells).toEqual({ enabled: true, start: 'tibetan-bowl', end: 'zen-gong', interval: 0, type: 'tibetan-bowl' });
  });

  it('a bell interval or type turns bells on, unless bells="off"', () => {
    expect(settings({ 'bell-interval': '5', 'bell-type': 'crystal-bell' }).config.bells).toMatchObject({ enabled: true, interval: 5, type: 'crystal-bell' });
    expect(settings({ bells: 'off', 'bell-interval': '5' }).config.bells).toBeUndefined();
  });

  it('names the attribute and the bound when a number is out of range (minutes 1-60, bell interval 0-15)', () => {
    expect(errors({ minutes: '90' })).toEqual([{ attribute: 'minutes', message: 'minutes="90": Duration must be between 1 and 60 minutes.' }]);
    expect(errors({ 'bell-interval': '20' })).toEqual([
      { attribute: 'bell-interval', message: 'bell-interval="20": Bell interval must be between 0 and 15 minutes.' },
    ]);
    expect(errors({ minutes: 'ten' })).toEqual([{ attribute: 'minutes', message: 'minutes="ten" is not a number.' }]);
  });

  it('lists the choices for an unknown type, bell type or preset', () => {
    expect(errors({ type: 'sleep' })[0]).toEqual({
      attribute: 'type',
      message:
        'type="sleep": Meditation type must be one of: basic-timer, micro-reset, body-scan, anchor-switching, emotion-surfing, mental-labeling, gaze-meditation, open-awareness, walking-meditation.',
    });
    expect(errors({ 'bell-type': 'cowbell' })[0]?.attribute).toBe('bell-type');
    expect(errors({ preset: 'nap' })[0]?.attribute).toBe('preset');
  });

  it('reports a zen or bells value it cannot read, once', () => {
    expect(errors({ zen: 'maybe' })).toEqual([{ attribute: 'zen', message: 'zen="maybe" must be on or off (or true or false).' }]);
    // In the order the element reads its attributes; each named once.
    expect(errors({ bells: 'loud', minutes: '0' }).map((e) => e.attribute)).toEqual(['minutes', 'bells']);
  });
});

describe('<meditation-timer> presets', () => {
  it('preset="tm" starts from the TM preset (20 min with pranayama), and minutes change the main part', () => {
    expect(settings({ preset: 'tm' }).config).toMatchObject({ preset: 'tm', duration: 20, pranayama: { enabled: true, duration: 2 } });
    expect(settings({ preset: 'tm', minutes: '10' }).config.duration).toBe(10);
  });

  it('names the presets when the preset is unknown', () => {
    expect(errors({ preset: 'nap' })[0]?.message).toMatch(/^preset="nap" is not a meditation preset\. Use one of: tm, zen, quick, /);
  });
});
