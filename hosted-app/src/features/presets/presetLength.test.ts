import { BREATHING_PRESET_CONFIGS, breathingPreset, meditationPreset } from '@stillpoint/sdk/catalog';
import { describe, expect, it } from 'vitest';
import { lengthText, presetLength, presetSessionOfLength, startMinutes } from './presetLength';
import { presetsMessages } from './presetsMessages';

describe('a preset’s length', () => {
  it('is chosen in the unit its config counts, within the catalog’s bounds, from its own', () => {
    expect(presetLength(breathingPreset('box'))).toEqual({ unit: 'minutes', bound: { min: 1, max: 30, step: 1 }, value: 6 });
    expect(presetLength(breathingPreset('4-7-8'))).toEqual({ unit: 'rounds', bound: { min: 1, max: 20, step: 1 }, value: 8 });
    expect(presetLength(meditationPreset('tm'))).toEqual({ unit: 'minutes', bound: { min: 1, max: 60, step: 1 }, value: 20 });
    expect(presetLength(breathingPreset('deep-reset'))).toBeNull();
  });

  it('changes only the length of the session it starts, and what Start says', () => {
    const box = breathingPreset('box');
    const three = presetSessionOfLength(box, 3);
    expect(three).toMatchObject({ kind: 'breathing', title: 'Box Breathing', source: 'preset', technique: 'box' });
    expect(three.config).toEqual({ ...BREATHING_PRESET_CONFIGS.box, duration: { type: 'time', value: 3 } });
    expect(startMinutes(box, presetSessionOfLength(box, 6))).toBe(6);
    expect(startMinutes(box, three)).toBe(3);
    // TM: 2 min of pranayama before a main sitting of 30 (22 min in all at its own 20).
    const tm = meditationPreset('tm');
    expect(startMinutes(tm, presetSessionOfLength(tm, 20))).toBe(22);
    expect(startMinutes(tm, presetSessionOfLength(tm, 30))).toBe(32);
    expect(lengthText(presetLength(tm)!, 30, presetsMessages.text)).toBe('30 min');
    expect(lengthText(presetLength(breathingPreset('4-7-8'))!, 1, presetsMessages.text)).toBe('1 round');
  });
});
