import { describe, expect, it } from 'vitest';
import { formatMessage, pickLocale } from './formatMessage';

describe('formatMessage', () => {
  it('fills placeholders, writing numbers in the locale', () => {
    expect(formatMessage('de', '{time} übrig, Runde {round}', { time: '3:12', round: 1200 })).toBe('3:12 übrig, Runde 1.200');
    expect(formatMessage('en', 'Round {round}', { round: 1200 })).toBe('Round 1,200');
  });

  it('keeps an unknown placeholder visible rather than dropping words', () => {
    expect(formatMessage('en', 'Hello {name}')).toBe('Hello {name}');
  });

  it('chooses the plural form by count and the locale’s rules', () => {
    const minutes = { one: '{count} minute', other: '{count} minutes' };
    expect(formatMessage('en', minutes, { count: 1 })).toBe('1 minute');
    expect(formatMessage('en', minutes, { count: 5 })).toBe('5 minutes');
    // French counts 0 as singular, English does not.
    expect(formatMessage('fr', { one: '{count} minute', other: '{count} minutes' }, { count: 0 })).toBe('0 minute');
    expect(formatMessage('en', minutes, { count: 0 })).toBe('0 minutes');
    expect(formatMessage('en', minutes)).toBe('{count} minutes');
  });
});

describe('pickLocale', () => {
  it('reads the language subtag of the first tag we write', () => {
    expect(pickLocale('de-AT')).toBe('de');
    expect(pickLocale(['pt-BR', 'nl_NL', 'de'])).toBe('nl');
    expect(pickLocale('FR')).toBe('fr');
  });

  it('falls back to English', () => {
    expect(pickLocale(['pt', 'ja'])).toBe('en');
    expect(pickLocale('')).toBe('en');
    expect(pickLocale(null)).toBe('en');
  });
});
