import * as z from 'zod';
import { email, name } from './fields';
import { isTrialEmailDay, TRIAL_EMAIL_DAYS } from './messages';

/** GET /api/dev/access: whether the caller may use the developer tools, and why (or why not). */
export const developerAccessAnswer = z.object({ allowed: z.boolean(), reason: z.string() });

/** POST /api/quick-setup: the test account of this server run, to sign in with. */
export const quickSetupAnswer = z.object({ credentials: z.object({ email: z.string(), password: z.string() }) });

/** POST /api/email/test-trial-email: one trial e-mail now, to any address (the form's day arrives as a number or its text). */
export const testTrialEmailBody = z.strictObject({
  email,
  firstName: name(100).optional(),
  day: z.coerce
    .number('must be a day of the trial e-mails')
    .int('must be a whole number')
    .refine(isTrialEmailDay, `must be one of ${TRIAL_EMAIL_DAYS.join(', ')}`),
});

export type DeveloperAccess = z.infer<typeof developerAccessAnswer>;
export type QuickSetupAnswer = z.infer<typeof quickSetupAnswer>;
export type TestTrialEmailBody = z.input<typeof testTrialEmailBody>;
