import type { Message } from '@stillpoint/sdk/catalog';

/** The pages e-mails link to, in English (choosing a new password, confirming an address, stopping the trial e-mails): the source of the keys. */
export const en = {
  'pages.back': 'Back to Stillpoint',
  'pages.continue': 'Continue to Stillpoint',
  'pages.noToken': 'This link is missing its token. Open the link from the e-mail again.',
  'reset.incomplete': 'Reset link incomplete',
  'reset.noToken': 'This link is missing its token. Open the link from the e-mail again, or ask for a new one from the sign-in screen.',
  'reset.changed': 'Password changed',
  'reset.changedDetail': 'Your new password is set. You were signed out everywhere; sign in with the new password.',
  'reset.signIn': 'Sign in',
  'reset.tooShort': 'The password must be at least {count} characters.',
  'reset.tooLong': 'The password must be at most {count} characters.',
  'reset.different': 'The two passwords are not the same.',
  'reset.title': 'Choose a new password',
  'reset.new': 'New password',
  'reset.hint': 'At least {count} characters.',
  'reset.repeat': 'Repeat the new password',
  'reset.saving': 'Saving…',
  'reset.save': 'Save new password',
  'reset.linksLead': 'Links work once and for one hour. You can ask for a new one with “Forgot password” on the',
  'reset.signInScreen': 'sign-in screen',
  'verify.incomplete': 'Confirmation link incomplete',
  'verify.confirmed': 'E-mail address confirmed',
  'verify.failed': 'The address could not be confirmed',
  'verify.failedHint':
    'A confirmation link works once, for 24 hours, and only for the account it was sent to; you are signed in as {email}. If the link was meant for another account, log out and sign in to that one, then open the link again. If it expired or was used, a password reset proves the address as well: choose “Forgot password?” when signing in.',
  'verify.already': 'The address {email} is already confirmed. Nothing else to do.',
  'verify.confirming': 'Confirming your e-mail address…',
  'verify.title': 'Confirm your e-mail address',
  'verify.lead': 'To confirm it, sign in to the account you created with this address. The address is confirmed as soon as you are signed in.',
  'verify.signIn': 'Sign in to confirm',
  'verify.offline': 'No connection to Stillpoint. Check your network and open the link again.',
  'unsubscribe.title': 'Trial e-mails',
  'unsubscribe.ask': 'Stop the rest of the e-mails about your free trial? Your account stays as it is.',
  'unsubscribe.button': 'Unsubscribe',
  'unsubscribe.offline': 'No connection to Stillpoint. Please try again.',
} as const satisfies Record<string, Message>;

export type AccountPagesMessageKey = keyof typeof en;
