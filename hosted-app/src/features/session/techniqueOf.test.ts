import { BREATHING_PRESETS, DEFAULT_BREATHING_CONFIG, meditationPreset } from '@stillpoint/sdk/catalog';
import { describe, expect, it } from 'vitest';
import { techniqueOf, titleOf } from './sessionRequest';

const pattern = { ...DEFAULT_BREATHING_CONFIG, technique: 'custom' as const };

describe('techniqueOf', () => {
  it('records the technique or preset id, a saved pattern\'s too (its name is the title)', () => {
    expect(techniqueOf({ kind: 'breathing', source: 'saved', title: 'Evening 4-0-6', config: pattern })).toBe('custom');
    expect(techniqueOf({ kind: 'breathing', source: 'builder', title: 'Custom Breathing', config: pattern })).toBe('custom');
    expect(techniqueOf({ kind: 'breathing', source: 'preset', title: 'Box Breathing', config: BREATHING_PRESETS[0]!.config })).toBe(BREATHING_PRESETS[0]!.id);
    expect(techniqueOf({ kind: 'meditation', source: 'saved', title: '25 min Zen', config: meditationPreset('zen').config })).toBe('zen');
  });
});

describe('titleOf', () => {
  it('records the name the runner shows, within the log\'s 100 characters, and none for a blank one', () => {
    expect(titleOf({ kind: 'breathing', source: 'saved', title: 'Evening 4-0-6', config: pattern })).toBe('Evening 4-0-6');
    expect(titleOf({ kind: 'breathing', source: 'saved', title: 'x'.repeat(120), config: pattern })).toBe('x'.repeat(100));
    expect(titleOf({ kind: 'breathing', source: 'builder', title: '  ', config: pattern })).toBeNull();
    expect(titleOf({ kind: 'breathing', source: 'builder', config: pattern })).toBeNull();
  });
});
