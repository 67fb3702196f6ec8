/**
 * The plans' prices and the currency rule, without zod (like messages.ts): the app's price copy (the FAQ on a
 * visitor's page, the terms) imports these through `@stillpoint/api/contract` and carries none of the schemas.
 * billing.ts builds its schemas on these lists and re-exports the rest.
 */

/** commercial.md §2, §9: a month or a year. */
export const PLANS = ['monthly', 'yearly'] as const;
export type Plan = (typeof PLANS)[number];

export const CURRENCIES = ['EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The prices, VAT included, in cents: 2.99 a month, 24.99 a year (2.08 a month, 30 % less than twelve months at 2.99). */
export const PLAN_PRICES_CENTS: Readonly<Record<Plan, number>> = { monthly: 299, yearly: 2499 };
export const PLAN_MONTHS: Readonly<Record<Plan, number>> = { monthly: 1, yearly: 12 };

/** commercial.md §9: EUR when the time zone is in Europe, otherwise USD at the same figures. The API and the app both decide by this. */
export const currencyFor = (timeZone: string): Currency => (timeZone.startsWith('Europe/') ? 'EUR' : 'USD');
