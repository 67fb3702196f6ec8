import { EMAIL_EXISTS, INVALID_CREDENTIALS, type LoginBody, type MessageAnswer, type RegisterBody, type User } from '@stillpoint/api/contract';
import { ApiError, apiJson } from '../../lib/apiRequest';

export type Credentials = LoginBody;
export type Registration = RegisterBody;

/** What a successful sign-in brings back; `created` says the login fallback made the account. */
export interface SignedIn {
  user: User;
  created: boolean;
}

async function postLogin(credentials: Credentials): Promise<User> {
  return apiJson<User>('POST', '/api/login', credentials);
}

/** The browser's own zone, when it is a canonical IANA name (the API accepts those): streaks count days there. */
function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && typeof Intl.supportedValuesOf === 'function' && Intl.supportedValuesOf('timeZone').includes(zone) ? zone : undefined;
}

export async function register(registration: Registration): Promise<User> {
  const timeZone = registration.timeZone ?? browserTimeZone();
  return apiJson<User>('POST', '/api/register', timeZone ? { ...registration, timeZone } : registration);
}

function isRejectedLogin(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 401 || error.serverMessage === INVALID_CREDENTIALS);
}

/**
 * POST /api/login with the login fallback of core-app.md §7: a rejected login registers an account from
 * the same credentials (first name from the e-mail's local part, last name "User") and logs in again;
 * when the address already has an account, the login is simply retried. Whatever then fails, the error
 * shown is the original one, so a wrong password still reads "Invalid email or password".
 */
export async function logIn(credentials: Credentials): Promise<SignedIn> {
  try {
    return { user: await postLogin(credentials), created: false };
  } catch (original) {
    if (!isRejectedLogin(original)) throw original;
    let created = false;
    try {
      const firstName = credentials.email.split('@')[0] || 'Stillpoint';
      await register({ firstName, lastName: 'User', ...credentials });
      created = true;
    } catch (registerError) {
      if (!(registerError instanceof ApiError && (registerError.status === 409 || registerError.serverMessage.includes(EMAIL_EXISTS)))) throw original;
    }
    try {
      return { user: await postLogin(credentials), created };
    } catch {
      throw original;
    }
  }
}

/** POST /api/forgot-password; the answer's message reads the same whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<string> {
  return (await apiJson<MessageAnswer>('POST', '/api/forgot-password', { email })).message;
}

export async function confirmEmailAddress(token: string): Promise<string> {
  return (await apiJson<MessageAnswer>('POST', '/api/verify-email', { token })).message;
}
