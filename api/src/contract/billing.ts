import * as z from 'zod';
import { CURRENCIES, PLANS, type Plan } from './prices';

// The prices and the currency rule live in prices.ts (no zod, so the app's price copy carries no schemas).
export { currencyFor, PLAN_MONTHS, PLAN_PRICES_CENTS, type Currency, type Plan } from './prices';

/** commercial.md §2, §9: a month or a year. */
export const plan = z.enum(PLANS, 'must be "monthly" or "yearly"');

/** The length of a period, as Mollie writes intervals. */
export const PLAN_INTERVALS: Readonly<Record<Plan, string>> = { monthly: '1 month', yearly: '12 months' };

export const currency = z.enum(CURRENCIES);

/** POST /api/mollie/create-checkout. */
export const createCheckoutBody = z.strictObject({ plan });
export const checkoutAnswer = z.object({ checkoutUrl: z.url() });

export type CreateCheckoutBody = z.input<typeof createCheckoutBody>;
export type CheckoutAnswer = z.infer<typeof checkoutAnswer>;
