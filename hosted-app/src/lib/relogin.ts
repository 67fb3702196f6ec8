import { ApiError } from './apiRequest';
import { toast } from '../ui/toastStore';
import { appMessages } from './appMessages';

/** §8: after "You are logged out" the app goes to the login path this much later. */
export const RELOGIN_DELAY_MS = 500;

let underway = false;

/**
 * core-app.md §8, saved sessions: a 401 means the session ended elsewhere (signed out on another device,
 * expired): say so with the "Unauthorized" toast and go to the login path after 500 ms. Once, however many
 * calls met the 401 at the same time.
 */
export function reloginOnUnauthorized(error: unknown): boolean {
  if (!(error instanceof ApiError && error.status === 401)) return false;
  if (underway) return true;
  underway = true;
  toast({ title: appMessages.text('app.unauthorized'), description: appMessages.text('app.reloggingIn'), variant: 'destructive' });
  setTimeout(() => window.location.assign('/api/login'), RELOGIN_DELAY_MS);
  return true;
}
