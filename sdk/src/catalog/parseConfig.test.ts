import { describe, expect, it } from 'vitest';
import { parseBreathingConfig } from './parseConfig';

describe('parseBreathingConfig', () => {
  it('names every wrong field in words, including unknown ones', () => {
    const result = parseBreathingConfig({
      technique: 'box',
      duration: { type: 'rounds', value: 25 },
      restBetweenSets: 7,
      visualGuide: 'spiral',
      customPattern: { inhale: 0, hold: 0, exhale: 4, holdAfterExhale: 0, extra: 1 },
      ambient: 'none',
      notificationSound: 'bell_chime',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.field).sort()).toEqual(
      ['customPattern.extra', 'customPattern.inhale', 'duration.value', 'notificationsEnabled', 'restBetweenSets', 'visualGuide'].sort(),
    );
    expect(result.errors.find((e) => e.field === 'duration.value')?.message).toBe(
      'Duration must be a whole number between 1 and 20 rounds.',
    );
  });
});
