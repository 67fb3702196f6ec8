import { ApiError } from '../../lib/apiRequest';
import { upgradeOnPaymentRequired } from '../../lib/paymentRequired';
import { reloginOnUnauthorized } from '../../lib/relogin';
import { toast } from '../../ui/toastStore';

/** §8, "Other save": the breathing builder's pattern saves. */
export function patternSaved() {
  toast({ title: 'Session saved', description: 'Your session has been saved successfully.' });
}

export function patternNotSaved(error: unknown) {
  // A 401 already said "Unauthorized" and is on its way to the login path (§8).
  if (reloginOnUnauthorized(error) || upgradeOnPaymentRequired(error)) return;
  toast({ title: 'Error saving session', description: error instanceof ApiError ? error.serverMessage : 'Failed to save session', variant: 'destructive' });
}

/** §8, "Meditation save". */
export function meditationSaved(name: string) {
  toast({ title: 'Session Saved', description: `"${name}" has been saved to your sessions.` });
}

export function meditationNotSaved(error: unknown) {
  if (reloginOnUnauthorized(error) || upgradeOnPaymentRequired(error)) return;
  toast({ title: 'Save Failed', description: 'Could not save session. Please try again.', variant: 'destructive' });
}
