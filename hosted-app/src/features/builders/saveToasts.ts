import { ApiError } from '../../lib/apiRequest';
import { upgradeOnPaymentRequired } from '../../lib/paymentRequired';
import { reloginOnUnauthorized } from '../../lib/relogin';
import { toast } from '../../ui/toastStore';
import { builderMessages } from './builderMessages';

const { text } = builderMessages;

/** §8, "Other save": the breathing builder's pattern saves. */
export function patternSaved() {
  toast({ title: text('breathing.savedToast'), description: text('breathing.savedToastDetail') });
}

export function patternNotSaved(error: unknown) {
  // A 401 already said "Unauthorized" and is on its way to the login path (§8).
  if (reloginOnUnauthorized(error) || upgradeOnPaymentRequired(error)) return;
  toast({ title: text('breathing.saveFailed'), description: error instanceof ApiError ? error.serverMessage : text('breathing.saveFailedDetail'), variant: 'destructive' });
}

/** §8, "Meditation save". */
export function meditationSaved(name: string) {
  toast({ title: text('meditation.savedToast'), description: text('meditation.savedToastDetail', { name }) });
}

export function meditationNotSaved(error: unknown) {
  if (reloginOnUnauthorized(error) || upgradeOnPaymentRequired(error)) return;
  toast({ title: text('meditation.saveFailed'), description: text('meditation.saveFailedDetail'), variant: 'destructive' });
}
