import {
  ALREADY_SUBSCRIBED,
  EMAIL_CONFIRMED,
  EMAIL_EXISTS,
  FREE_SESSION_USED,
  INVALID_CREDENTIALS,
  NO_PUSH_DEVICE,
  NO_SUBSCRIPTION_TO_CANCEL,
  NO_SUBSCRIPTION_TO_RESTORE,
  NO_SUBSCRIPTION_TO_RESUME,
  PASSWORD_CHANGED,
  PAYMENT_REQUIRED,
  RESET_REQUESTED,
  RESUME_REFUSED,
  SESSION_NOT_FOUND,
  STATS_DISABLED,
  UNAUTHORIZED,
  WRONG_PASSWORD,
} from '@stillpoint/api/contract';
import { ApiError } from './apiRequest';
import { appMessages } from './appMessages';
import type { AppAreaMessageKey } from './messages/en';

/** The API's fixed English texts (its contract's, and those of its services the app shows), each with its catalog key. */
const KNOWN: ReadonlyMap<string, AppAreaMessageKey> = new Map([
  [INVALID_CREDENTIALS, 'api.invalidCredentials'],
  [EMAIL_EXISTS, 'api.emailExists'],
  [UNAUTHORIZED, 'api.unauthorized'],
  [SESSION_NOT_FOUND, 'api.sessionNotFound'],
  [STATS_DISABLED, 'api.statsDisabled'],
  [RESET_REQUESTED, 'api.resetRequested'],
  [PASSWORD_CHANGED, 'api.passwordChanged'],
  [EMAIL_CONFIRMED, 'api.emailConfirmed'],
  [WRONG_PASSWORD, 'api.wrongPassword'],
  [PAYMENT_REQUIRED, 'api.paymentRequired'],
  [ALREADY_SUBSCRIBED, 'api.alreadySubscribed'],
  [NO_SUBSCRIPTION_TO_RESTORE, 'api.noSubscriptionToRestore'],
  [NO_SUBSCRIPTION_TO_RESUME, 'api.noSubscriptionToResume'],
  [RESUME_REFUSED, 'api.resumeRefused'],
  [NO_SUBSCRIPTION_TO_CANCEL, 'api.noSubscriptionToCancel'],
  [FREE_SESSION_USED, 'api.freeSessionUsed'],
  [NO_PUSH_DEVICE, 'api.noPushDevice'],
  ['Payments are briefly unavailable. Please try again in a minute.', 'api.paymentsUnavailable'],
  ['This reset link is invalid, has expired or was already used. Please request a new one.', 'api.resetLinkInvalid'],
  ['This confirmation link is invalid, has expired or was already used.', 'api.confirmationLinkInvalid'],
  ['This unsubscribe link is not valid.', 'api.unsubscribeLinkInvalid'],
  ['You will get no more trial e-mails.', 'api.trialEmailsStopped'],
  ['Something went wrong on our side. Please try again.', 'api.serverError'],
]);

/** The API's texts with a number in them: the pattern of the English, and the key that says it with that number. */
const COUNTED: readonly (readonly [RegExp, AppAreaMessageKey])[] = [
  [/^Notifications are on for (\d+) devices already: turn them off on one you no longer use\.$/, 'api.pushDevicesFull'],
  [/^You have (\d+) saved sessions, the most one account can keep\. Delete one you no longer use to save this one\.$/, 'api.savedSessionsFull'],
  [/^Too many attempts\. Please try again in (\d+) seconds?\.$/, 'api.tooManySeconds'],
  [/^Too many attempts\. Please try again in (\d+) minutes?\.$/, 'api.tooManyMinutes'],
];

/**
 * An answer of the API in the reader's language: the API writes English (`{ "error": … }`, `{ "message": … }`); a text
 * it is known to send is said from the catalog, anything else (a validation's detail, a proxy's page) as it came.
 */
export function apiText(serverText: string): string {
  const key = KNOWN.get(serverText);
  if (key) return appMessages.text(key);
  for (const [pattern, counted] of COUNTED) {
    const match = pattern.exec(serverText);
    if (match) return appMessages.text(counted, { count: Number(match[1]) });
  }
  return serverText;
}

/** What to tell the reader of a failed call: the API's reason in their language, or `otherwise` (no answer: offline, a crash). */
export const apiErrorText = (error: unknown, otherwise: string): string => (error instanceof ApiError ? apiText(error.serverMessage) : otherwise);
