import * as z from 'zod';

/** commercial.md §2, §9: a month or a year. */
export const plan = z.enum(['monthly', 'yearly'], 'must be "monthly" or "yearly"');
export type Plan = z.infer<typeof plan>;

/** The prices, VAT included, in cents: 2.99 a month, 24.99 a year (2.08 a month, 58 % off twelve months). */
export const PLAN_PRICES_CENTS: Readonly<Record<Plan, number>> = { monthly: 299, yearly: 2499 };
/** The length of a period, as Mollie writes intervals. */
export const PLAN_INTERVALS: Readonly<Record<Plan, string>> = { monthly: '1 month', yearly: '12 months' };
export const PLAN_MONTHS: Readonly<Record<Plan, number>> = { monthly: 1, yearly: 12 };

export const currency = z.enum(['EUR', 'USD']);
export type Currency = z.infer<typeof currency>;

/** commercial.md §9: EUR when the time zone is in Europe, otherwise USD at the same figures. */
export const currencyFor = (timeZone: string): Currency => (timeZone.startsWith('Europe/') ? 'EUR' : 'USD');

/** POST /api/mollie/create-checkout. */
export const createCheckoutBody = z.strictObject({ plan });
export const checkoutAnswer = z.object({ checkoutUrl: z.url() });

export type CreateCheckoutBody = z.input<typeof createCheckoutBody>;
export type CheckoutAnswer = z.infer<typeof checkoutAnswer>;
