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

/** 402 of every premium call for a user with neither a trial, a subscription nor the free session's hour. */
export const PAYMENT_REQUIRED = 'This needs a subscription: your free trial has ended. Subscribe to keep saving sessions, getting recommendations and seeing your progress.';
/** 409 of POST /api/mollie/create-checkout while a subscription runs. */
export const ALREADY_SUBSCRIBED = 'You already have an active subscription.';
/** 404 of POST /api/subscription/restore (commercial.md §8's toast says the same). */
export const NO_SUBSCRIPTION_TO_RESTORE = 'No active subscription to restore';
/** 404 of POST /api/subscription/resume: no cancelled subscription with paid time left. */
export const NO_SUBSCRIPTION_TO_RESUME = 'There is no cancelled subscription to resume.';
/** 409 of POST /api/subscription/resume when the provider refuses a subscription on the customer's mandate. */
export const RESUME_REFUSED = 'Your payment method can no longer be charged. Choose a plan to subscribe again: your paid time is kept.';
/** 404 of POST /api/subscription/cancel. */
export const NO_SUBSCRIPTION_TO_CANCEL = 'There is no active subscription to cancel.';
/** 409 of POST /api/subscription/free-session once it was used. */
export const FREE_SESSION_USED = 'The free session of this account has been used.';
/** 403 of the developer tools in production, for everyone but confirmed developer accounts. */
export const DEVELOPER_TOOLS_FORBIDDEN = 'Developer tools are not available here.';

/** The icon every notification shows (the path the spec names; the app's public/ folder serves it). */
export const NOTIFICATION_ICON = '/icon-192.png';
/** The daily reminder of an account that never set one: off, 08:00, every day (ISO weekdays 1-7). */
export const DEFAULT_REMINDER = { enabled: false, time: '08:00', days: [1, 2, 3, 4, 5, 6, 7] } as const;
/** 409 of POST /api/push/test when no device of the account receives notifications. */
export const NO_PUSH_DEVICE = 'No device of yours receives notifications yet: turn them on first.';

/** commercial.md §3: the trial e-mails go out on these days after registration (day 0: at once). */
export const TRIAL_EMAIL_DAYS = [0, 2, 4, 7, 10, 13] as const;
export type TrialEmailDay = (typeof TRIAL_EMAIL_DAYS)[number];
export const isTrialEmailDay = (day: number): day is TrialEmailDay => (TRIAL_EMAIL_DAYS as readonly number[]).includes(day);
