import { forgetCachedSessions } from '../offline/offlineSessions';
import { forgetLocalLog } from '../session/localLog';
import { flushOutbox, forgetOutbox } from '../session/outbox';

/**
 * What the account keeps in this browser's IndexedDB and localStorage, handled at sign-out (commercial.md §4: logout clears
 * all cached data; a shared device must not show the next person someone's sessions). Loaded on demand.
 */

/** Sends the completions waiting in the outbox while the session still lets them be sent: sign-out loses none. */
export const sendWaitingCompletions = (userId: string) => flushOutbox(userId);

/**
 * After sign-out: the cached sessions and the local log go; the outbox goes too unless it still holds a
 * completion the API has not stored (offline), which stays until the account signs in here again and sends it.
 * After the account's deletion (`{ unsent: 'drop' }`) nothing can be sent any more, and the outbox goes whatever it holds.
 */
export async function forgetAccountData(userId: string, { unsent = 'keep' }: { readonly unsent?: 'keep' | 'drop' } = {}): Promise<void> {
  forgetAccountSettings(userId);
  await Promise.all([forgetCachedSessions(userId), forgetLocalLog(userId), forgetOutbox(userId, { unsent })]);
}

/**
 * The account's own localStorage entries (`stillpoint:<what>:<user id>`: the builders' last settings, the sessions
 * the home offers again, a running session kept for a reload) all go, whatever feature wrote them.
 */
function forgetAccountSettings(userId: string): void {
  try {
    const keys = Object.keys(window.localStorage).filter((key) => key.startsWith('stillpoint:') && key.endsWith(`:${userId}`));
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Storage refused: nothing was kept there either.
  }
}
