import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The trial e-mails' unsubscribe token: the user id, signed with the app's first session key, so a link
 * stops exactly one account's e-mails and cannot be made up for another.
 */
export function unsubscribeToken(userId: string, key: string): string {
  const signature = createHmac('sha256', key).update(`unsubscribe:${userId}`).digest('base64url');
  return `${Buffer.from(userId).toString('base64url')}.${signature}`;
}

/** The user a token was made for (checked against every key, so a rotated key keeps old links working), or null. */
export function userOfUnsubscribeToken(token: string, keys: readonly string[]): string | null {
  const [encodedId, signature] = token.split('.');
  if (!encodedId || !signature || !/^[\w-]{1,200}$/.test(encodedId) || !/^[\w-]{1,100}$/.test(signature)) return null;
  const userId = Buffer.from(encodedId, 'base64url').toString('utf8');
  const given = Buffer.from(signature);
  for (const key of keys) {
    const expected = Buffer.from(unsubscribeToken(userId, key).split('.')[1]!);
    if (expected.length === given.length && timingSafeEqual(expected, given)) return userId;
  }
  return null;
}
