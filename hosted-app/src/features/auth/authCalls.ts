import { pickLocale } from '@stillpoint/sdk/catalog';
import { canonicalTimeZone, INVALID_CREDENTIALS, isTimeZone, type LoginBody, type MessageAnswer, type RegisterBody, type User } from '@stillpoint/api/contract';
import { ApiError, apiJson } from '../../lib/apiRequest';

export type Credentials = LoginBody;
export type Registration = RegisterBody;

/** The browser's own zone under its canonical IANA name, when the API knows it: streaks count days there. */
function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? canonicalTimeZone(zone) : undefined;
}

/** A new account reads the browser's language (navigator.languages), as the app did before it existed; Profile changes it. */
export async function register(registration: Registration): Promise<User> {
  const timeZone = registration.timeZone ?? browserTimeZone();
  const locale = registration.locale ?? pickLocale(navigator.languages);
  return apiJson<User>('POST', '/api/register', timeZone ? { ...registration, timeZone, locale } : { ...registration, locale });
}

/** A login the API refused for its credentials: no such account, or not this password (it does not say which). */
export function isRejectedLogin(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 401 || error.serverMessage === INVALID_CREDENTIALS);
}

/**
 * POST /api/login. Unlike core-app.md §7's login fallback, a rejected login creates no account: a typo in the
 * address would register a stranger's e-mail, start a trial and mail them (hosted-app/README.md, Decisions).
 * The sign-in dialog offers to create the account instead, with what was typed.
 */
export async function logIn(credentials: Credentials): Promise<User> {
  return apiJson<User>('POST', '/api/login', credentials);
}

/** POST /api/forgot-password; the answer's message reads the same whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<string> {
  return (await apiJson<MessageAnswer>('POST', '/api/forgot-password', { email })).message;
}

export async function confirmEmailAddress(token: string): Promise<string> {
  return (await apiJson<MessageAnswer>('POST', '/api/verify-email', { token })).message;
}
