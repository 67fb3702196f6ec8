import { describe, expect, it } from 'vitest';
import { breathing } from '../../test-support/fixtures';
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

  it('says a missing setting is required, and names the settings as a whole when they are not an object', () => {
    const { restBetweenSets: _rest, ...rest } = breathing();
    const missing = parseBreathingConfig(rest);
    expect(missing.ok ? [] : missing.errors).toEqual([{ field: 'restBetweenSets', message: expect.stringMatching(/^restBetweenSets is required\. \S/) }]);
    const notAnObject = parseBreathingConfig(42);
    expect(notAnObject.ok ? [] : notAnObject.errors.map((e) => e.field)).toEqual(['(settings)']);
    const wrongType = parseBreathingConfig({ ...breathing(), restBetweenSets: 'soon' });
    expect(wrongType.ok ? [] : wrongType.errors.map((e) => e.message)).not.toContainEqual(expect.stringMatching(/required/));
  });
});
