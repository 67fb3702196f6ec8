import { PLAN_MONTHS, PLAN_PRICES_CENTS, type Currency } from '@stillpoint/api/contract';

// Every price the app writes comes from the contract's PLAN_PRICES_CENTS, the figures the API charges:
// change them there and the paywall, the payment modal, the FAQ and the terms follow. No figure is typed twice.

/**
 * The locale prices are written in while the reader's is unknown (a prerendered page, and its hydration): fixed, so
 * every build writes the same HTML and hydration finds it as prerendered.
 */
export const PRERENDER_LOCALE = 'en';

/** A price with its currency in a reader's locale, as Intl writes it: "€24.99" in English, "2,08 $US" in French. */
export const formatPrice = (cents: number, currency: Currency, locale: string = PRERENDER_LOCALE) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);

/** A price without a currency, for data that names it apart (structured data's `price`: "2.99"). */
export const formatAmount = (cents: number) => (cents / 100).toFixed(2);

/** The yearly plan per month (24.99 / 12 = 2.08). */
export const YEARLY_PER_MONTH_CENTS = Math.round(PLAN_PRICES_CENTS.yearly / PLAN_MONTHS.yearly);

/**
 * What a year costs less than twelve monthly payments, in whole percent (24.99 against 35.88: 30). Rounded down,
 * so the badge never claims more than the prices give; commercial.md's "58% OFF" does not follow from them.
 */
export const YEARLY_SAVING_PERCENT = Math.floor(100 * (1 - PLAN_PRICES_CENTS.yearly / (PLAN_PRICES_CENTS.monthly * PLAN_MONTHS.yearly)));

export const YEARLY_BADGE = `Save ${YEARLY_SAVING_PERCENT}%`;

/** The two plans in one phrase, in a currency and a locale: "€2.99 a month or €24.99 a year" (English copy names them so in passing). */
export const planFigures = (currency: Currency, locale: string = PRERENDER_LOCALE) =>
  `${formatPrice(PLAN_PRICES_CENTS.monthly, currency, locale)} a month or ${formatPrice(PLAN_PRICES_CENTS.yearly, currency, locale)} a year`;

/** Both currencies' prices, for the terms, which speak to every reader: "€2.99 a month or €24.99 a year (€2.08 a month) in Europe; $2.99 … elsewhere". */
export const PLAN_PRICES_BOTH_CURRENCIES = (['EUR', 'USD'] as const)
  .map((currency) => `${planFigures(currency)} (${formatPrice(YEARLY_PER_MONTH_CENTS, currency)} a month) ${currency === 'EUR' ? 'in Europe' : 'elsewhere'}`)
  .join('; ');
