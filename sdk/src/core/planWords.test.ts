import { describe, expect, it } from 'vitest';
import { BREATHING_PRESET_CONFIGS, MEDITATION_PRESET_CONFIGS } from '../catalog';
import { createTranslator } from '../catalog/messages/createTranslator';
import { de } from '../catalog/messages/de';
import { compileBreathingPlan } from './compileBreathingPlan';
import { compileMeditationPlan } from './compileMeditationPlan';

// Plans are English data; a translator shows what they say in the reader's language.
describe('a plan\'s words through the catalog', () => {
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

});
