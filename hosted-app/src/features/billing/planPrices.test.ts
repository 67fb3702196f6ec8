import { currencyFor, PLAN_PRICES_CENTS } from '@stillpoint/api/contract';
import { describe, expect, it } from 'vitest';
import { landingFaq } from '../public/landingFaq';
import { landingWords } from '../public/words/landingWords';
import { formatPrice, PLAN_PRICES_BOTH_CURRENCIES, YEARLY_BADGE, YEARLY_PER_MONTH_CENTS, YEARLY_SAVING_PERCENT } from './planPrices';

/** The FAQ's answer on price, in English, for a reader in `zone` (none known: a prerendered page) and `locale`. */
const priceAnswer = (zone: string | null, locale?: string) =>
  landingFaq(landingWords.wordsIn('en'), 'en', zone === null ? null : currencyFor(zone), locale).find((entry) => entry.id === 'price')!.content;

describe('the plans’ prices as the app writes them', () => {
  it('the yearly badge is the saving the prices give: 24.99 against 12 × 2.99 = 35.88 is 30 %, not the spec’s 58 %', () => {
    expect(PLAN_PRICES_CENTS).toEqual({ monthly: 299, yearly: 2499 });
    expect(YEARLY_SAVING_PERCENT).toBe(30);
    expect(YEARLY_BADGE).toBe('Save 30%');
  });

  it('the yearly plan is 2.08 a month', () => {
    expect(YEARLY_PER_MONTH_CENTS).toBe(208);
    expect(formatPrice(YEARLY_PER_MONTH_CENTS, 'EUR')).toBe('€2.08');
    expect(formatPrice(YEARLY_PER_MONTH_CENTS, 'USD')).toBe('$2.08');
  });

  it.each([
    ['Europe/Berlin', 'EUR'],
    ['Europe/London', 'EUR'],
    ['Europe/Kyiv', 'EUR'],
    ['America/New_York', 'USD'],
    ['Asia/Tokyo', 'USD'],
    ['UTC', 'USD'],
    ['Etc/GMT', 'USD'],
    // An engine that names no zone.
    ['', 'USD'],
  ] as const)('a reader in "%s" pays in %s', (zone, currency) => {
    expect(currencyFor(zone)).toBe(currency);
  });

  it('the FAQ says the price in the reader’s currency, the same figures as the plans', () => {
    expect(priceAnswer('Europe/Berlin')).toContain('€2.99 a month or €24.99 a year (€2.08 a month), VAT included');
    expect(priceAnswer('America/New_York')).toContain('$2.99 a month or $24.99 a year ($2.08 a month), VAT included');
    for (const zone of ['Europe/Berlin', 'America/New_York']) expect(priceAnswer(zone)).not.toMatch(/EUR|USD|euros|dollars/);
  });

  it('where no zone is known (a prerendered page) the FAQ prices in euros, with the symbol, in English; the terms give both currencies’ prices, each with its symbol', () => {
    expect(priceAnswer(null)).toContain('€2.99 a month or €24.99 a year (€2.08 a month), VAT included');
    expect(PLAN_PRICES_BOTH_CURRENCIES).toBe('€2.99 a month or €24.99 a year (€2.08 a month) in Europe; $2.99 a month or $24.99 a year ($2.08 a month) elsewhere');
  });

  it('writes a price in the reader’s locale once it is known, by Intl.NumberFormat', () => {
    expect(formatPrice(PLAN_PRICES_CENTS.monthly, 'EUR', 'de-DE')).toBe('2,99\u00a0€');
    expect(formatPrice(PLAN_PRICES_CENTS.yearly, 'USD', 'en-US')).toBe('$24.99');
    expect(priceAnswer('Europe/Paris', 'fr-FR')).toContain('2,99\u00a0€ a month or 24,99\u00a0€ a year (2,08\u00a0€ a month)');
  });
});
