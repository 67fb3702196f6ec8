import { describe, expect, it } from 'vitest';
import { estimateBreathingSeconds } from './breathingLength';
import { BREATHING_PRESETS, breathingPreset } from './breathingPresets';
import { BREATHING_TECHNIQUES } from './options';
import { parseBreathingConfig } from './parseConfig';

describe('the "Choose a Technique" list', () => {
  it('lists the 9 techniques in order, every technique but custom', () => {
    expect(BREATHING_PRESETS.map((p) => p.id)).toEqual([
      'box',
      '4-7-8',
      'coherent',
      '1-2-ratio',
      'physiological-sigh',
      'step-down',
      'tidal',
      'humming-exhale',
      'deep-reset',
    ]);
    expect(BREATHING_PRESETS.map((p) => p.config.technique)).toEqual(BREATHING_TECHNIQUES.filter((t) => t !== 'custom'));
  });

  it.each(BREATHING_PRESETS.map((p) => [p.id, p] as const))('%s: its config passes the breathing schema', (_id, preset) => {
    expect(parseBreathingConfig(preset.config)).toEqual({ ok: true, value: preset.config });
  });

  it.each(BREATHING_PRESETS.map((p) => [p.id, p] as const))('%s: has every field of the shared preset shape, consistent with its config', (_id, preset) => {
    for (const text of [preset.name, preset.subtitle, preset.description, preset.explanation, preset.duration, preset.category]) {
      expect(text.trim().length).toBeGreaterThan(0);
    }
    expect(preset.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(preset.phases.length).toBeGreaterThan(0);
    const p = preset.config.customPattern;
    expect(preset.pattern).toBe(`${p.inhale}-${p.hold}-${p.exhale}-${p.holdAfterExhale}`);
    expect(preset.restBetweenSets).toBe(preset.config.restBetweenSets);
    expect(Number.isInteger(preset.defaultDuration) && preset.defaultDuration >= 1).toBe(true);
  });

  it('uses the builder sound defaults: circle (wave for deep reset), no ambient, bell_chime, cues on', () => {
    for (const preset of BREATHING_PRESETS) {
      expect(preset.config.visualGuide).toBe(preset.id === 'deep-reset' ? 'wave' : 'circle');
      expect(preset.config).toMatchObject({ ambient: 'none', notificationSound: 'bell_chime', notificationsEnabled: true });
    }
  });

  it('states a length on each card that the session actually runs', () => {
    for (const preset of BREATHING_PRESETS.filter((p) => p.id !== 'deep-reset')) {
      const minutes = Math.max(1, Math.round(estimateBreathingSeconds(preset.config) / 60));
      const stated = preset.config.duration.type === 'time' ? `${minutes} min` : `About ${minutes} min`;
      expect([preset.id, preset.duration]).toEqual([preset.id, stated]);
      expect([preset.id, preset.defaultDuration]).toEqual([preset.id, minutes]);
    }
  });
});

describe('each technique carries the numbers of core-app.md §9', () => {
  const numbers = (id: Parameters<typeof breathingPreset>[0]) => {
    const { customPattern: p, duration } = breathingPreset(id).config;
    return [`${p.inhale}-${p.hold}-${p.exhale}-${p.holdAfterExhale}`, duration.type, duration.value];
  };

  it('box: 4-4-4-4 for 6 minutes (the list\'s "about 6-7 min"; 6 rounds would be 96 s)', () => {
    expect(numbers('box')).toEqual(['4-4-4-4', 'time', 6]);
    expect(estimateBreathingSeconds(breathingPreset('box').config)).toBe(352);
  });

  it('4-7-8: inhale 4, hold 7, exhale 8, for 8 rounds (152 s)', () => {
    expect(numbers('4-7-8')).toEqual(['4-7-8-0', 'rounds', 8]);
    expect(estimateBreathingSeconds(breathingPreset('4-7-8').config)).toBe(152);
  });

  it('coherent: 5 in, 5 out, for 10 minutes', () => {
    expect(numbers('coherent')).toEqual(['5-0-5-0', 'time', 10]);
  });

  it('1:2 ratio: 4 in, 8 out, 8 rounds', () => {
    expect(numbers('1-2-ratio')).toEqual(['4-0-8-0', 'rounds', 8]);
  });

  it('physiological sigh: 2 in (+1 s second inhale), 6 out, 2 s rest, 6 rounds, about a minute', () => {
    expect(numbers('physiological-sigh')).toEqual(['2-0-6-2', 'rounds', 6]);
    expect(estimateBreathingSeconds(breathingPreset('physiological-sigh').config)).toBe(66);
  });

  it('step-down: 8-0-8-0 (the engine steps it down to 4-4), 12 rounds', () => {
    expect(numbers('step-down')).toEqual(['8-0-8-0', 'rounds', 12]);
    expect(estimateBreathingSeconds(breathingPreset('step-down').config)).toBe(136);
  });

  it('tidal: 3-3 for 10 minutes by time', () => {
    expect(numbers('tidal')).toEqual(['3-0-3-0', 'time', 10]);
  });

  it('humming exhale: 4 in, 6 out, 8 rounds', () => {
    expect(numbers('humming-exhale')).toEqual(['4-0-6-0', 'rounds', 8]);
  });

  it('deep reset: 30 rapid breaths (pattern 1/1), 3 rounds, 30 s between rounds, 60 s between sets, wave guide, open-ended hold', () => {
    const preset = breathingPreset('deep-reset');
    expect(numbers('deep-reset')).toEqual(['1-0-1-0', 'rounds', 3]);
    expect(preset.config).toMatchObject({ rapidBreaths: 30, restBetweenRounds: 30, restBetweenSets: 60, visualGuide: 'wave' });
    expect(preset.config.sets).toBeUndefined();
    expect(preset.config.holdTime).toBeUndefined();
    // 3 × (60 s breathing + 15 s recovery) + 2 × 30 s rest = 285 s before the holds; 60-120 s holds make 8-11 min.
    expect(estimateBreathingSeconds(preset.config)).toBe(285);
    expect(Math.round(estimateBreathingSeconds(preset.config, 60) / 60)).toBe(8);
    expect(Math.round(estimateBreathingSeconds(preset.config, 120) / 60)).toBe(11);
    expect(preset.duration).toBe('About 8-11 min');
  });

  it('refuses an id that is not a technique of the list, naming it', () => {
    expect(() => breathingPreset('wim-hof' as never)).toThrow('No breathing preset "wim-hof".');
  });
});
