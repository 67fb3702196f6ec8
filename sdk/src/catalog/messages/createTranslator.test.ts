import { describe, expect, it } from 'vitest';
import { compileBreathingPlan, compileMeditationPlan } from '../../core';
import { BREATHING_PRESET_CONFIGS } from '../breathingPresetConfigs';
import { MEDITATION_PRESET_CONFIGS } from '../meditationPresetConfigs';
import { createTranslator } from './createTranslator';
import { de } from './de';
import { fr } from './fr';

describe('createTranslator', () => {
  it('fills a message of its language, a host\'s wording over it, English for a key a partial catalog lacks', () => {
    expect(createTranslator('de', de).t('runner.round', { round: 2, rounds: 5 })).toBe('Runde 2 von 5');
    expect(createTranslator('de', de, { 'button.start': 'Los' }).t('button.start')).toBe('Los');
    expect(createTranslator('de', {} as typeof de).t('button.start')).toBe('Start');
  });

  it('shows a plan\'s English title, phases and prompts in its language; a host\'s own text as it is', () => {
    const words = createTranslator('de', de);
    const plan = compileBreathingPlan(BREATHING_PRESET_CONFIGS.box);
    expect(words.text(plan.title)).toBe('Box-Atmung');
    expect(plan.segments.map((segment) => words.text(segment.label)).slice(0, 4)).toEqual(['Einatmen', 'Halten', 'Ausatmen', 'Halten']);
    const sit = compileMeditationPlan({ ...MEDITATION_PRESET_CONFIGS.tm, type: 'body-scan', duration: 10, pranayama: { ...MEDITATION_PRESET_CONFIGS.tm.pranayama, enabled: true, duration: 2 }, guidance: undefined });
    expect(words.text(sit.title)).toBe('10 Min. Meditation + Pranayama');
    expect(words.text(sit.prompts[0]!.text)).toBe(de['prompt.bodyScan.1']);
    expect(words.text('Our own phase')).toBe('Our own phase');
  });

  it('speaks durations through Intl in its language', () => {
    expect(createTranslator('en').duration(90_000)).toBe('1 minute 30 seconds');
    expect(createTranslator('fr', fr).duration(600_000)).toBe('10 minutes');
    expect(createTranslator('de', de).duration(1000)).toBe('1 Sekunde');
  });
});
