import { savedSessionAnswer, type SavedSession, type TypedConfig } from '@stillpoint/api/contract';
import {
  breathingPreset,
  breathingSummary,
  createTranslator,
  DEFAULT_BREATHING_CONFIG,
  formatMessage,
  loadMessages,
  meditationPreset,
  meditationSummary,
  type BreathingConfig,
  type MessageValues,
} from '@stillpoint/sdk/catalog';
import { de } from '../builders/messages/de';
import type { BuilderMessageKey } from '../builders/messages/en';
import { describe, expect, it } from 'vitest';
import { savedSessionRequest } from './savedSessionRequest';
import { sessionSummary } from './sessionSummary';

/** A saved session as the API answers it (checked with the contract's schema, so the fixture cannot drift from it). */
const answer = (fields: object): SavedSession =>
  savedSessionAnswer.parse({ id: '00000000-0000-4000-8000-000000000000', name: 'Evening', state: 'idle', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', ...fields });
const saved = (typed: TypedConfig) => answer(typed);

const pattern: BreathingConfig = { ...DEFAULT_BREATHING_CONFIG, technique: 'custom', customPattern: { inhale: 4, hold: 0, exhale: 6, holdAfterExhale: 0 }, duration: { type: 'rounds', value: 1 } };
const zen = meditationPreset('zen').config;

describe('sessionSummary', () => {
  it("reads in English as the catalog's summary of the saved config", () => {
    expect(sessionSummary(saved({ type: 'breathing', config: pattern }))).toBe(breathingSummary(pattern));
    expect(sessionSummary(saved({ type: 'breathing', config: pattern }))).toBe('4-0-6-0 · 1 round · Circle');
    expect(sessionSummary(saved({ type: 'meditation', config: zen }))).toBe(meditationSummary(zen));
    expect(sessionSummary(saved({ type: 'meditation', config: zen }))).toBe('25 min · Zen');
    const sea = { ...meditationPreset('body-scan').config, ambient: 'sea_loop' as const, zenMode: true };
    expect(sessionSummary(saved({ type: 'meditation', config: sea }))).toBe(meditationSummary(sea));
  });

  it("is written in the reader's words: the builders' and the SDK's of that language", async () => {
    const words = { t: (key: BuilderMessageKey, values?: MessageValues) => formatMessage('de', de[key], values), sdk: createTranslator('de', await loadMessages('de')) };
    expect(sessionSummary(saved({ type: 'breathing', config: { ...pattern, duration: { type: 'rounds', value: 8 }, visualGuide: 'lungs' } }), words)).toBe('4-0-6-0 · 8 Runden · Lunge');
    expect(sessionSummary(saved({ type: 'breathing', config: breathingPreset('box').config }), words)).toMatch(/^Box-Atmung · /);
    expect(sessionSummary(saved({ type: 'meditation', config: { ...zen, ambient: 'sea_loop' } }), words)).toBe('25 Min. · Zen · Meer');
  });
});

describe('savedSessionRequest', () => {
  it('runs a saved session as its type, with its config and name', () => {
    expect(savedSessionRequest(saved({ type: 'breathing', config: pattern }))).toEqual({ kind: 'breathing', config: pattern, title: 'Evening', source: 'saved' });
    expect(savedSessionRequest(saved({ type: 'meditation', config: zen }))).toEqual({ kind: 'meditation', config: zen, title: 'Evening', source: 'saved' });
  });
});

describe('a saved session in the contract', () => {
  it('is read by its type: a config of the other type is refused', () => {
    expect(() => answer({ type: 'meditation', config: pattern })).toThrow();
    expect(() => answer({ type: 'breathing', config: zen })).toThrow();
  });
});
