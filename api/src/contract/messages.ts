/**
 * The texts and numbers of the API that the app reacts to or shows, without zod: the app imports them
 * through `@stillpoint/api/contract` and its bundle carries none of the schemas it does not use.
 */

/** A new password is at least this long (registration, reset). */
export const MIN_PASSWORD_LENGTH = 8;

/** 401 of POST /api/login: the same for an unknown address and a wrong password. */
export const INVALID_CREDENTIALS = 'Invalid email or password';
/** 409 of POST /api/register. */
export const EMAIL_EXISTS = 'Email already exists';
/** 401 of every call that needs a signed-in user. */
export const UNAUTHORIZED = 'Unauthorized';
/** 404 of a saved session that is not the user's (or does not exist). */
export const SESSION_NOT_FOUND = 'Session not found';
/** 403 of GET /api/user/stats while both tracking preferences are off. */
export const STATS_DISABLED = 'Stats are off: turn on streak tracking or monthly stats in your preferences.';

export const RESET_REQUESTED = 'If an account exists for that address, we have sent it a link to reset the password.';
export const PASSWORD_CHANGED = 'Your password has been changed. You can sign in with it now.';
export const EMAIL_CONFIRMED = 'Your e-mail address is confirmed.';

/** GET /api/sessions: a page holds this many saved sessions by default, and at most MAX_PAGE. */
export const DEFAULT_PAGE = 50;
export const MAX_PAGE = 100;
/** GET /api/sessions/log answers at most this many entries (the local log keeps as many). */
export const LOG_PAGE = 100;
/** 403 of DELETE /api/user when the password does not match. */
export const WRONG_PASSWORD = 'The password is not correct.';
