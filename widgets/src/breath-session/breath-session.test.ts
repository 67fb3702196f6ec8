import { describe, expect, it, vi } from 'vitest';
import { BREATH_SESSION_ATTRIBUTES, parseBreathSessionAttributes, readPattern } from './breath-session.attributes';

function settings(values: Record<string, string>) {
  const result = parseBreathSessionAttributes(values);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join(' '));
  return result.value;
}

function errors(values: Record<string, string>) {
  const result = parseBreathSessionAttributes(values);
  if (result.ok) throw new Error('expected the attributes to be refused');
  return result.errors;
}

describe('<breath-session> attributes', () => {
  it('a pattern and rounds alone make a custom session of that many rounds', () => {
    const { config, sound, timeScale } = settings({ pattern: '1-1-1-0', rounds: '1' });
    expect(config.technique).toBe('custom');
    expect(config.customPattern).toEqual({ inhale: 1, hold: 1, exhale: 1, holdAfterExhale: 0 });
    expect(config.duration).toEqual({ type: 'rounds', value: 1 });
    expect(sound).toBe(false);
    expect(timeScale).toBe(1);
  });

  it('reads the spec\'s short pattern forms: 4-7-8 is inhale-hold-exhale, 5-5 is inhale-exhale', () => {
    expect(settings({ pattern: '4-7-8' }).config.customPattern).toEqual({ inhale: 4, hold: 7, exhale: 8, holdAfterExhale: 0 });
    expect(settings({ pattern: '5-5' }).config.customPattern).toEqual({ inhale: 5, hold: 0, exhale: 5, holdAfterExhale: 0 });
    expect(settings({ pattern: ' 4 - 4 - 4 - 4 ' }).config.customPattern).toEqual({ inhale: 4, hold: 4, exhale: 4, holdAfterExhale: 4 });
  });

  it('minutes make a session by time, and the guide, ambient and cue sound carry through', () => {
    const { config } = settings({ technique: 'coherent', minutes: '10', 'visual-guide': 'wave', ambient: 'rain_loop', 'cue-sound': 'gong_soft' });
    expect(config.technique).toBe('coherent');
    expect(config.duration).toEqual({ type: 'time', value: 10 });
    expect(config.visualGuide).toBe('wave');
    expect(config.ambient).toBe('rain_loop');
    expect(config.notificationSound).toBe('gong_soft');
  });

  it('sound is a boolean attribute: present means on, and on/off words are accepted', () => {
    expect(settings({ sound: '' }).sound).toBe(true);
    expect(settings({ sound: 'on' }).sound).toBe(true);
    expect(settings({ sound: 'false' }).sound).toBe(false);
    expect(settings({}).sound).toBe(false);
  });

  it('time-scale speeds the clock up for demos and tests', () => {
    expect(settings({ 'time-scale': '60' }).timeScale).toBe(60);
    expect(errors({ 'time-scale': '0' })[0]?.message).toBe('time-scale="0" must be a number above 0 and at most 3600 (1 is real time).');
  });

  it('settle-in gives the seconds of "Get comfortable" before the first phase, 0 to 60 whole seconds, 0 when absent', () => {
    expect(settings({}).settleIn).toBe(0);
    expect(settings({ 'settle-in': '5' }).settleIn).toBe(5);
    expect(settings({ 'settle-in': '0' }).settleIn).toBe(0);
    expect(errors({ 'settle-in': '90' })).toEqual([{ attribute: 'settle-in', message: 'settle-in="90": Settle-in time must be between 0 and 60 seconds.' }]);
    expect(errors({ 'settle-in': 'soon' })).toEqual([{ attribute: 'settle-in', message: 'settle-in="soon" is not a number.' }]);
  });

  it('names the attribute and the bound when a number is out of range (rounds 1-20, minutes 1-30)', () => {
    expect(errors({ rounds: '50' })).toEqual([{ attribute: 'rounds', message: 'rounds="50": Duration must be a whole number between 1 and 20 rounds.' }]);
    expect(errors({ minutes: '45' })).toEqual([{ attribute: 'minutes', message: 'minutes="45": Duration must be a whole number between 1 and 30 minutes.' }]);
    expect(errors({ rounds: 'many' })).toEqual([{ attribute: 'rounds', message: 'rounds="many" is not a number.' }]);
  });

  it('refuses a pattern outside the sliders\' bounds, naming the pattern attribute', () => {
    expect(errors({ pattern: '0-4-4-4' })).toEqual([{ attribute: 'pattern', message: 'pattern="0-4-4-4": Inhale must be between 1 and 20 seconds.' }]);
    expect(errors({ pattern: '4-21-4' })[0]?.message).toBe('pattern="4-21-4": Hold after inhale must be between 0 and 20 seconds.');
  });

  it('explains how to write a pattern it cannot read', () => {
    const [error] = errors({ pattern: '4/7/8' });
    expect(error?.attribute).toBe('pattern');
    expect(error?.message).toContain('pattern="4/7/8" is not a breathing pattern.');
    expect(error?.message).toContain('4-7-8-0');
    expect(readPattern('1-2-3-4-5', [])).toBeUndefined();
  });

  it('lists the choices for an unknown technique, guide, ambient or cue sound', () => {
    expect(errors({ technique: 'square' })[0]?.message).toBe(
      'technique="square": Technique must be one of: box, 4-7-8, coherent, 1-2-ratio, physiological-sigh, step-down, tidal, humming-exhale, deep-reset, custom.',
    );
    expect(errors({ 'visual-guide': 'triangle' })).toEqual([
      { attribute: 'visual-guide', message: 'visual-guide="triangle": Visual guide must be one of: circle, lungs, wave.' },
    ]);
    expect(errors({ ambient: 'traffic' })[0]?.attribute).toBe('ambient');
    expect(errors({ 'cue-sound': 'horn' })[0]?.attribute).toBe('cue-sound');
  });

  it('reports every bad attribute at once, and a sound value it cannot read', () => {
    const all = errors({ rounds: '0', 'visual-guide': 'square', sound: 'loud' });
    expect(all.map((e) => e.attribute).sort()).toEqual(['rounds', 'sound', 'visual-guide']);
    expect(all.find((e) => e.attribute === 'sound')?.message).toBe('sound="loud" must be on or off (or true or false).');
  });

  it('refuses contradictory pairs rather than guessing which one wins', () => {
    expect(errors({ rounds: '3', minutes: '5' })[0]).toEqual({ attribute: 'minutes', message: 'Set either rounds or minutes, not both.' });
    expect(errors({ preset: 'box', technique: '4-7-8' })[0]?.attribute).toBe('technique');
  });

  it('refuses a pattern that contradicts a technique named after its own (box, 4-7-8, coherent, 1:2), rather than run it under that name', () => {
    expect(errors({ technique: 'box', pattern: '5-5' })).toEqual([
      { attribute: 'pattern', message: 'Set either technique="box" or pattern, not both: technique="box" is 4-4-4-4.' },
    ]);
    expect(errors({ preset: '4-7-8', pattern: '5-5' })[0]?.message).toContain('Set either preset="4-7-8" or pattern');
    expect(settings({ technique: 'box', pattern: '4-4-4-4' }).config.technique).toBe('box');
    expect(settings({ technique: 'physiological-sigh', pattern: '2-0-6-2' }).config.customPattern).toEqual({ inhale: 2, hold: 0, exhale: 6, holdAfterExhale: 2 });
    expect(settings({ technique: 'custom', pattern: '5-5' }).config.customPattern).toEqual({ inhale: 5, hold: 0, exhale: 5, holdAfterExhale: 0 });
  });
});

describe('<breath-session> presets and techniques', () => {
  it('technique="box" runs the Box preset (4-4-4-4), and rounds still change its length', () => {
    const { config } = settings({ technique: 'box', rounds: '2' });
    expect(config.technique).toBe('box');
    expect(config.customPattern).toEqual({ inhale: 4, hold: 4, exhale: 4, holdAfterExhale: 4 });
    expect(config.duration).toEqual({ type: 'rounds', value: 2 });
  });

  it('preset="4-7-8" starts from that preset\'s config', () => {
    const { config } = settings({ preset: '4-7-8' });
    expect(config.technique).toBe('4-7-8');
    expect(config.customPattern.inhale).toBe(4);
  });

  it('no technique and no pattern is the custom builder\'s default: 5 rounds of 4-0-4-0', () => {
    const { config } = settings({});
    expect(config.duration).toEqual({ type: 'rounds', value: 5 });
    expect(config.customPattern).toEqual({ inhale: 4, hold: 0, exhale: 4, holdAfterExhale: 0 });
  });

  it('names the presets when the preset is unknown', () => {
    const [error] = errors({ preset: 'square' });
    expect(error?.attribute).toBe('preset');
    expect(error?.message).toMatch(/^preset="square" is not a breathing preset\. Use one of: box, 4-7-8, /);
  });

  it('sound-base-url names the folder of the sound files (as the React runners\' soundBaseUrl); blank is refused', () => {
    expect(settings({ 'sound-base-url': 'https://cdn.example/stillpoint/sounds/' }).soundsUrl).toBe('https://cdn.example/stillpoint/sounds/');
    expect(settings({ 'sound-base-url': '/static/sounds/' }).soundsUrl).toBe('/static/sounds/');
    expect(settings({}).soundsUrl).toBeUndefined();
    expect(errors({ 'sound-base-url': ' ' })[0]?.attribute).toBe('sound-base-url');
  });

  it('still reads the deprecated sounds attribute, the former name of sound-base-url, which wins over it; says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(settings({ sounds: '/static/sounds/' }).soundsUrl).toBe('/static/sounds/');
    expect(settings({ sounds: '/other/sounds/' }).soundsUrl).toBe('/other/sounds/');
    expect(warn.mock.calls).toEqual([['The sounds attribute is deprecated and goes in 1.0: use sound-base-url']]);
    warn.mockRestore();
    expect(settings({ sounds: '/old/', 'sound-base-url': '/new/' }).soundsUrl).toBe('/new/');
    expect(errors({ sounds: ' ' })[0]?.attribute).toBe('sounds');
    expect(BREATH_SESSION_ATTRIBUTES).toContain('sound-base-url');
  });
});
