import { describe, expect, it } from 'vitest';
import { BREATHING_PRESETS } from '../breathingPresets';
import { BREATHING_LIBRARY, MEDITATION_LIBRARY } from '../library';
import { MEDITATION_PRESETS } from '../meditationPresets';
import type { Education } from '../presetTypes';

const everything: [string, Education][] = [
  ...BREATHING_PRESETS.map((p): [string, Education] => [p.id, p.education]),
  ...MEDITATION_PRESETS.map((p): [string, Education] => [p.id, p.education]),
  ...BREATHING_LIBRARY.map((e): [string, Education] => [e.id, e.education]),
  ...MEDITATION_LIBRARY.map((e): [string, Education] => [e.id, e.education]),
];

/** Words that would promise a medical outcome. */
const MEDICAL_PROMISES = /\b(cures?|cured|heals?|treats?|treatment for|guarantee[sd]?|prevents?|proven to|clinically proven|will (?:fix|lower|reduce|cure))\b/i;

describe('education text', () => {
  it.each(everything)('%s: has How to Practice, Why It Works, When to Use and The Science, each short', (_id, education) => {
    for (const section of [education.how, education.why, education.when, education.science]) {
      expect(section.trim().length).toBeGreaterThan(40);
      expect(section.length).toBeLessThanOrEqual(400);
    }
  });

  it.each(everything)('%s: makes no medical promises', (_id, education) => {
    expect(Object.values(education).join(' ')).not.toMatch(MEDICAL_PROMISES);
  });

  it.each(everything)('%s: says what the evidence is (a study, a review, a tradition or the lack of trials)', (_id, education) => {
    expect(education.science).toMatch(/stud(y|ies)|meta-analys[ie]s|trials?|research|tradition|practi[cs]e/i);
  });

  it('every preset explains its benefit tentatively ("may", "can", "often")', () => {
    for (const [id, education] of everything) expect([id, /\b(may|can|often|tend)\b/i.test(education.why)]).toEqual([id, true]);
  });

  it('warns where deep reset must never be practised', () => {
    const deepReset = BREATHING_PRESETS.find((p) => p.id === 'deep-reset')!;
    expect(deepReset.education.when).toMatch(/never in water, while driving/i);
  });
});
