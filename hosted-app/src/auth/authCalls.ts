import { ApiError, apiJson, apiRequest } from '../api/apiRequest';
import type { User } from '../api/useUser';

export interface Credentials {
  email: string;
  password: string;
}

export interface Registration extends Credentials {
  firstName: string;
  lastName: string;
}

/** What a successful sign-in brings back; `created` says the login fallback made the account. */
export interface SignedIn {
  user: User;
  created: boolean;
}

async function postLogin(credentials: Credentials): Promise<User> {
  return apiJson<User>('POST', '/api/login', credentials);
}

export async function register(registration: Registration): Promise<User> {
  return apiJson<User>('POST', '/api/register', registration);
}

function isRejectedLogin(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 401 || error.serverMessage === 'Invalid email or password');
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
      if (!(registerError instanceof ApiError && registerError.status === 409)) throw original;
    }
    try {
      return { user: await postLogin(credentials), created };
    } catch {
      throw original;
    }
  }
}

export async function logOut(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}

/** POST /api/forgot-password; the answer's message reads the same whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<string> {
  const body = await apiJson<{ message?: string }>('POST', '/api/forgot-password', { email });
  return body.message ?? 'If an account exists for that address, we have sent it a link to reset the password.';
}

export async function confirmEmailAddress(token: string): Promise<string> {
  const body = await apiJson<{ message?: string }>('POST', '/api/verify-email', { token });
  return body.message ?? 'Your e-mail address is confirmed.';
}
