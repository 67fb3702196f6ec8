import { describe, expect, it } from 'vitest';
import { BELLS_ON_DEFAULTS, DEFAULT_BREATHING_CONFIG, DEFAULT_MEDITATION_CONFIG, meditationConfigForStart, withBellsEnabled } from './defaults';
import { parseBreathingConfig, parseMeditationConfig } from './parseConfig';
import { meditationSessionName } from './sessionName';

describe('the custom breathing builder defaults', () => {
  it('are 5 rounds of 4-0-4-0, circle guide, no ambient, bell_chime, cues on, no rest between sets', () => {
    expect(DEFAULT_BREATHING_CONFIG).toEqual({
      technique: 'custom',
      duration: { type: 'rounds', value: 5 },
      restBetweenSets: 0,
      visualGuide: 'circle',
      customPattern: { inhale: 4, hold: 0, exhale: 4, holdAfterExhale: 0 },
      ambient: 'none',
      notificationSound: 'bell_chime',
      notificationsEnabled: true,
    });
    expect(parseBreathingConfig(DEFAULT_BREATHING_CONFIG).ok).toBe(true);
  });
});

describe('the meditation builder defaults', () => {
  it('are 15 min basic timer, custom preset, zen off, pranayama off (2 min), fades 3 s / 5 s, post-meditation off (3 min), no sound, no ambient, bells off', () => {
    expect(DEFAULT_MEDITATION_CONFIG).toEqual({
      duration: 15,
      type: 'basic-timer',
      preset: 'custom',
      zenMode: false,
      pranayama: { enabled: false, duration: 2 },
      transitions: { fadeIn: 3, fadeOut: 5 },
      postMeditation: { enabled: false, duration: 3 },
      sound: 'none',
      ambient: 'none',
    });
    expect(DEFAULT_MEDITATION_CONFIG.bells?.enabled ?? false).toBe(false);
    expect(parseMeditationConfig(DEFAULT_MEDITATION_CONFIG).ok).toBe(true);
  });
});

describe('turning bells on', () => {
  it('fills a tibetan-bowl start, a zen-gong end and an interval of 0 when none were chosen', () => {
    const config = withBellsEnabled(DEFAULT_MEDITATION_CONFIG);
    expect(config.bells).toEqual({ enabled: true, start: 'tibetan-bowl', interval: 0, end: 'zen-gong', type: 'tibetan-bowl' });
    expect(parseMeditationConfig(config).ok).toBe(true);
  });

  it('keeps every bell value already chosen', () => {
    const config = withBellsEnabled({ ...DEFAULT_MEDITATION_CONFIG, bells: { enabled: false, start: 'crystal-bell', interval: 5 } });
    expect(config.bells).toEqual({ enabled: true, start: 'crystal-bell', interval: 5, end: 'zen-gong', type: 'tibetan-bowl' });
  });

  it('passes bells to the session only when they are enabled', () => {
    const on = withBellsEnabled(DEFAULT_MEDITATION_CONFIG);
    expect(meditationConfigForStart(on).bells).toEqual(on.bells);
    const off = { ...on, bells: { ...BELLS_ON_DEFAULTS, enabled: false } };
    expect('bells' in meditationConfigForStart(off)).toBe(false);
  });
});

describe('the meditation session name', () => {
  it('is the duration followed by "min Meditation"', () => {
    expect(meditationSessionName(DEFAULT_MEDITATION_CONFIG)).toBe('15 min Meditation');
  });

  it('appends " + Pranayama" when pranayama is on', () => {
    expect(meditationSessionName({ ...DEFAULT_MEDITATION_CONFIG, pranayama: { enabled: true, duration: 2 } })).toBe('15 min Meditation + Pranayama');
    expect(meditationSessionName({ duration: 45, pranayama: { enabled: false, duration: 5 } })).toBe('45 min Meditation');
  });
});
