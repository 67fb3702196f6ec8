import type { Message } from '@stillpoint/sdk/catalog';

/**
 * The words every signed-in screen may need and the home's first screen does not show, in English: the error page,
 * the dialogs' and toasts' close buttons, the toasts of a lost sign-in or an ended trial, and the API's known errors
 * (apiErrorText.ts: the API answers English, the app says it in the reader's language; in English exactly as sent).
 */
export const en = {
  'app.close': 'Close',
  'app.menu': 'Menu',
  'app.menuFor': 'Menu for {label}',
  'app.errorTitle': 'Something went wrong',
  'app.errorDetail': 'Reload the page to try again. Nothing you saved is lost.',
  'app.notFoundTitle': '404 Page Not Found',
  'app.notFoundDetail': 'This page does not exist.',
  'app.backHome': 'Back to Stillpoint',
  'app.unauthorized': 'Unauthorized',
  'app.reloggingIn': 'You are logged out. Logging in again...',
  'app.subscriptionNeeded': 'Subscription Needed',
  'app.seePlans': 'See plans',
  'app.offline': 'No connection to Stillpoint. Check your network and try again.',

  // Help and Feedback (the contact dialog)
  'contact.title': 'Help and Feedback',
  'contact.description': 'A question, a problem, an idea: write to us. We reply within 24 hours.',
  'contact.name': 'Name',
  'contact.email': 'Email',
  'contact.subject': 'Subject',
  'contact.message': 'Message',
  'contact.sending': 'Sending…',
  'contact.send': 'Send message',
  'contact.sent': 'Message sent!',
  'contact.sentDetail': 'Thank you. We reply within 24 hours.',
  'contact.failed': 'Failed to send message',
  'contact.failedDetail': 'Please try again later or contact us directly.',

  // The API's errors and answers, by the English it sends (api/src/contract/messages.ts and the services)
  'api.invalidCredentials': 'Invalid email or password',
  'api.emailExists': 'Email already exists',
  'api.unauthorized': 'Unauthorized',
  'api.sessionNotFound': 'Session not found',
  'api.statsDisabled': 'Stats are off: turn on streak tracking or monthly stats in your preferences.',
  'api.resetRequested': 'If an account exists for that address, we have sent it a link to reset the password.',
  'api.passwordChanged': 'Your password has been changed. You can sign in with it now.',
  'api.emailConfirmed': 'Your e-mail address is confirmed.',
  'api.wrongPassword': 'The password is not correct.',
  'api.paymentRequired': 'This needs a subscription: your free trial has ended. Subscribe to keep saving sessions, getting recommendations and seeing your progress.',
  'api.alreadySubscribed': 'You already have an active subscription.',
  'api.noSubscriptionToRestore': 'No active subscription to restore',
  'api.noSubscriptionToResume': 'There is no cancelled subscription to resume.',
  'api.resumeRefused': 'Your payment method can no longer be charged. Choose a plan to subscribe again: your paid time is kept.',
  'api.noSubscriptionToCancel': 'There is no active subscription to cancel.',
  'api.freeSessionUsed': 'The free session of this account has been used.',
  'api.paymentsUnavailable': 'Payments are briefly unavailable. Please try again in a minute.',
  'api.noPushDevice': 'No device of yours receives notifications yet: turn them on first.',
  'api.pushDevicesFull': 'Notifications are on for {count} devices already: turn them off on one you no longer use.',
  'api.savedSessionsFull': 'You have {count} saved sessions, the most one account can keep. Delete one you no longer use to save this one.',
  'api.resetLinkInvalid': 'This reset link is invalid, has expired or was already used. Please request a new one.',
  'api.confirmationLinkInvalid': 'This confirmation link is invalid, has expired or was already used.',
  'api.unsubscribeLinkInvalid': 'This unsubscribe link is not valid.',
  'api.trialEmailsStopped': 'You will get no more trial e-mails.',
  'api.tooManySeconds': { one: 'Too many attempts. Please try again in {count} second.', other: 'Too many attempts. Please try again in {count} seconds.' },
  'api.tooManyMinutes': { one: 'Too many attempts. Please try again in {count} minute.', other: 'Too many attempts. Please try again in {count} minutes.' },
  'api.serverError': 'Something went wrong on our side. Please try again.',
} as const satisfies Record<string, Message>;

export type AppAreaMessageKey = keyof typeof en;
