import type { SavedSession } from '@stillpoint/api/contract';
import { breathingSummary, DEFAULT_BREATHING_CONFIG, meditationPreset, meditationSummary } from '@stillpoint/sdk/catalog';
import { describe, expect, it } from 'vitest';
import { sessionSummary } from './sessionSummary';

const saved = (type: SavedSession['type'], config: object): SavedSession =>
  ({ id: '00000000-0000-4000-8000-000000000000', name: 'x', type, config, state: 'idle', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }) as unknown as SavedSession;

describe('sessionSummary', () => {
  it('is the catalog\'s summary of the saved config, not a second copy', () => {
    const pattern = { ...DEFAULT_BREATHING_CONFIG, technique: 'custom' as const, customPattern: { inhale: 4, hold: 0, exhale: 6, holdAfterExhale: 0 }, duration: { type: 'rounds' as const, value: 1 } };
    expect(sessionSummary(saved('breathing', pattern))).toBe(breathingSummary(pattern));
    expect(sessionSummary(saved('breathing', pattern))).toBe('4-0-6-0 · 1 round · Circle');
    const zen = meditationPreset('zen').config;
    expect(sessionSummary(saved('meditation', zen))).toBe(meditationSummary(zen));
    expect(sessionSummary(saved('meditation', zen))).toBe('25 min · Zen');
  });
});
