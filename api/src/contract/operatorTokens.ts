import type { Operator } from './operator';

/**
 * The public pages are prerendered at build time, before anyone knows who will run them: they carry these tokens where
 * the operator's details go, and the server writes the configured details over them in every page it sends (including
 * the copies the service worker keeps). A missing VAT id is written as an empty string. Without zod (like prices.ts):
 * the app's root writes them into every page's head, so the signed-in home's first load carries none of the schemas.
 */
export const OPERATOR_TOKENS = {
  name: '%STILLPOINT_OPERATOR_NAME%',
  address: '%STILLPOINT_OPERATOR_ADDRESS%',
  email: '%STILLPOINT_OPERATOR_EMAIL%',
  vatId: '%STILLPOINT_OPERATOR_VAT_ID%',
} as const satisfies Record<keyof Operator, string>;
