import * as z from 'zod';

/**
 * Who runs the site (the imprint, the controller in the privacy policy, the party to the terms): read by the API from
 * OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL and the optional OPERATOR_VAT_ID at start-up.
 */
export const operatorSchema = z.object({
  name: z.string().trim().min(1),
  /** One line, as it is printed: "Keizersgracht 1, 1015 CJ Amsterdam, Netherlands". */
  address: z.string().trim().min(1),
  email: z.email(),
  vatId: z.string().trim().min(1).optional(),
});

export type Operator = z.infer<typeof operatorSchema>;

/**
 * The public pages are prerendered at build time, before anyone knows who will run them: they carry these tokens where
 * the operator's details go, and the server writes the configured details over them in every page it sends (including
 * the copies the service worker keeps). A missing VAT id is written as an empty string.
 */
export const OPERATOR_TOKENS = {
  name: '%STILLPOINT_OPERATOR_NAME%',
  address: '%STILLPOINT_OPERATOR_ADDRESS%',
  email: '%STILLPOINT_OPERATOR_EMAIL%',
  vatId: '%STILLPOINT_OPERATOR_VAT_ID%',
} as const satisfies Record<keyof Operator, string>;
