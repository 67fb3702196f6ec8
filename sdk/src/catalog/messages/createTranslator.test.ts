import { describe, expect, it } from 'vitest';
import { createTranslator } from './createTranslator';
import { de } from './de';
import { fr } from './fr';

describe('createTranslator', () => {
  it('fills a message of its language, a host\'s wording over it, English for a key a partial catalog lacks', () => {
    expect(createTranslator('de', de).t('runner.round', { round: 2, rounds: 5 })).toBe('Runde 2 von 5');
    expect(createTranslator('de', de, { 'button.start': 'Los' }).t('button.start')).toBe('Los');
    expect(createTranslator('de', {} as typeof de).t('button.start')).toBe('Start');
  });

  it('speaks durations through Intl in its language', () => {
    expect(createTranslator('en').duration(90_000)).toBe('1 minute 30 seconds');
    expect(createTranslator('fr', fr).duration(600_000)).toBe('10 minutes');
    expect(createTranslator('de', de).duration(1000)).toBe('1 Sekunde');
  });
});
