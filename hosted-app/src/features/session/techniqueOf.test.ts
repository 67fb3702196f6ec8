import { BREATHING_PRESETS, DEFAULT_BREATHING_CONFIG, meditationPreset } from '@stillpoint/sdk/catalog';
import { describe, expect, it } from 'vitest';
import { techniqueOf } from './sessionRequest';

const pattern = { ...DEFAULT_BREATHING_CONFIG, technique: 'custom' as const };

describe('techniqueOf', () => {
  it('records a saved breathing pattern under its name, so the history says what was done', () => {
    expect(techniqueOf({ kind: 'breathing', source: 'saved', title: 'Evening 4-0-6', config: pattern })).toBe('Evening 4-0-6');
    expect(techniqueOf({ kind: 'breathing', source: 'saved', title: 'x'.repeat(100), config: pattern })).toBe('x'.repeat(64));
  });

  it('records the technique or preset id otherwise', () => {
    expect(techniqueOf({ kind: 'breathing', source: 'builder', title: 'Custom Breathing', config: pattern })).toBe('custom');
    expect(techniqueOf({ kind: 'breathing', source: 'preset', title: 'Box Breathing', config: BREATHING_PRESETS[0]!.config })).toBe(BREATHING_PRESETS[0]!.id);
    expect(techniqueOf({ kind: 'meditation', source: 'saved', title: '25 min Zen', config: meditationPreset('zen').config })).toBe('zen');
  });
});
