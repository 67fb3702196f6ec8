import * as z from 'zod';
import { anyPassword, email, locale, name, newPassword, timeZone } from './fields';

/** POST /api/register. */
export const registerBody = z.strictObject({
  firstName: name(100),
  lastName: name(100),
  email,
  password: newPassword,
  timeZone: timeZone.optional(),
  /** The browser's language, as the app reads it (English when not given). */
  locale: locale.optional(),
});

/** POST /api/login. */
export const loginBody = z.strictObject({ email, password: anyPassword });

/** The token of a mailed link, as the page that opens it posts it. */
const linkToken = z.string('must be the token from the link').min(16, 'must be the token from the link').max(200, 'must be the token from the link');

/** POST /api/forgot-password. */
export const forgotPasswordBody = z.strictObject({ email });
/** POST /api/reset-password. */
export const resetPasswordBody = z.strictObject({ token: linkToken, password: newPassword });
/** POST /api/verify-email. */
export const verifyEmailBody = z.strictObject({ token: linkToken });

/** The answer of calls that only report what they did (logout, reset, confirmation, contact). */
export const messageAnswer = z.object({ message: z.string() });

export type RegisterBody = z.input<typeof registerBody>;
export type LoginBody = z.input<typeof loginBody>;
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export type VerifyEmailBody = z.input<typeof verifyEmailBody>;
export type MessageAnswer = z.infer<typeof messageAnswer>;
