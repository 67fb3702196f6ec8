import { describe, expect, it } from 'vitest';
import { MEDITATION_TYPE_LABELS, meditationPhaseChips, meditationTotalMinutes } from './meditationLabels';
import { MEDITATION_PRESETS, meditationPreset } from './meditationPresets';
import { parseMeditationConfig } from './parseConfig';

describe('the "Choose a Style" list', () => {
  it('has the 10 style presets with the total minutes of core-app.md §3', () => {
    expect(MEDITATION_PRESETS.map((p) => [p.id, p.totalMinutes])).toEqual([
      ['tm', 22],
      ['zen', 25],
      ['quick', 10],
      ['body-scan', 15],
      ['anchor-switching', 12],
      ['emotion-surfing', 10],
      ['mental-labeling', 15],
      ['gaze-meditation', 12],
      ['open-awareness', 18],
      ['walking-meditation', 15],
    ]);
  });

  it.each(MEDITATION_PRESETS.map((p) => [p.id, p] as const))('%s: its config passes the meditation schema and names the preset', (_id, preset) => {
    expect(parseMeditationConfig(preset.config)).toEqual({ ok: true, value: preset.config });
    expect(preset.config.preset).toBe(preset.id);
  });

  it.each(MEDITATION_PRESETS.map((p) => [p.id, p] as const))('%s: the card total, chips and "Start N min Session" agree with the config', (_id, preset) => {
    expect(preset.totalMinutes).toBe(meditationTotalMinutes(preset.config));
    expect(preset.defaultDuration).toBe(preset.totalMinutes);
    expect(preset.chips).toEqual(meditationPhaseChips(preset.config));
    for (const text of [preset.name, preset.subtitle, preset.description, preset.category]) expect(text.trim()).not.toBe('');
  });

  it('TM: 2 min pranayama then 20 min meditation, 22 in all', () => {
    const { config, chips } = meditationPreset('tm');
    expect(config).toMatchObject({ duration: 20, type: 'basic-timer', pranayama: { enabled: true, duration: 2 }, postMeditation: { enabled: false } });
    expect(chips).toEqual(['Pranayama 2 min', 'Meditation 20 min']);
  });

  it('only TM has pre-session pranayama (the builder shows it only for tm)', () => {
    expect(MEDITATION_PRESETS.filter((p) => p.config.pranayama.enabled).map((p) => p.id)).toEqual(['tm']);
  });

  it('Zen: 20 min sitting in Zen mode and a 5 min transition, 25 in all', () => {
    const { config, chips } = meditationPreset('zen');
    expect(config).toMatchObject({ duration: 20, zenMode: true, postMeditation: { enabled: true, duration: 5 } });
    expect(chips).toEqual(['Meditation 20 min', 'Transition 5 min', 'Zen Mode']);
  });

  it('Quick: a 10 min sit with no transition, 10 in all', () => {
    expect(meditationPreset('quick').config).toMatchObject({ duration: 10, postMeditation: { enabled: false } });
  });

  it('guided styles carry the prompt intervals of §9 and the type of the same name', () => {
    const intervals = Object.fromEntries(
      MEDITATION_PRESETS.filter((p) => p.config.guidance).map((p) => [p.id, [p.config.type, p.config.guidance?.interval]]),
    );
    expect(intervals).toEqual({
      'body-scan': ['body-scan', 60],
      'anchor-switching': ['anchor-switching', 45],
      'emotion-surfing': ['emotion-surfing', 120],
      'mental-labeling': ['mental-labeling', 90],
      'gaze-meditation': ['gaze-meditation', 120],
      'open-awareness': ['open-awareness', 180],
      'walking-meditation': ['walking-meditation', 90],
    });
    expect(meditationPreset('body-scan').chips).toEqual(['Body Scan 15 min', 'Prompts every 60 s']);
  });

  it('rings a soft gong to begin and a deep gong to end, with no interval bells (§9 default bells)', () => {
    for (const preset of MEDITATION_PRESETS) {
      expect(preset.config.bells).toEqual({ enabled: true, start: 'gong_soft', interval: 0, end: 'gong_deep', type: 'tibetan-bowl' });
    }
  });

  it('names each meditation type as the runner labels it', () => {
    expect(MEDITATION_TYPE_LABELS['basic-timer']).toBe('Meditation');
    expect(MEDITATION_TYPE_LABELS['walking-meditation']).toBe('Walking Meditation');
  });

  it('refuses an id that is not a style of the list, naming it', () => {
    expect(() => meditationPreset('vipassana' as never)).toThrow('No meditation preset "vipassana".');
  });

  it('shows a "Bell every N min" chip only when interval bells ring', () => {
    const tm = meditationPreset('tm').config;
    const bells = { enabled: true, start: 'gong_soft', interval: 5, end: 'gong_deep', type: 'tibetan-bowl' } as const;
    expect(meditationPhaseChips({ ...tm, bells })).toContain('Bell every 5 min');
    expect(meditationPhaseChips({ ...tm, bells: { ...bells, interval: 0 } }).some((chip) => chip.startsWith('Bell'))).toBe(false);
    expect(meditationPhaseChips({ ...tm, bells: { ...bells, enabled: false } }).some((chip) => chip.startsWith('Bell'))).toBe(false);
    expect(meditationPhaseChips({ ...tm, bells: undefined }).some((chip) => chip.startsWith('Bell'))).toBe(false);
  });
});
