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

// The tokens the prerendered pages carry live in operatorTokens.ts (no zod, so the app's root carries no schemas).
export { OPERATOR_TOKENS } from './operatorTokens';
