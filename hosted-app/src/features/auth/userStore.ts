import type { User } from '@stillpoint/api/contract';
import { useEffect } from 'react';
import { create } from 'zustand';
import { ApiError, apiJson } from '../../lib/apiRequest';

export type AuthState = { status: 'loading'; user: null } | { status: 'signedOut'; user: null } | { status: 'signedIn'; user: User };

interface UserState {
  /** GET /api/user's answer: the user, or null when nobody is signed in; undefined until one came. */
  readonly user: User | null | undefined;
  /** The user is the last one known here (no answer came: offline); asked again when the connection returns. */
  readonly stale: boolean;
  /** A GET /api/user is on its way. */
  readonly fetching: boolean;
  /** Why the last GET /api/user failed (a 401 is no failure: it answers null), until an answer comes. */
  readonly error: Error | null;
  /** Asks GET /api/user when no answer is known (the first use, or the last try failed) and none is on its way. */
  load: () => void;
  /** A user who signed in, registered or changed; null once nobody is signed in. */
  setUser: (user: User | null) => void;
}

let reconnectListened = false;

/** The last user GET /api/user answered, so that a signed-in app opened offline stays signed in (commercial.md §4). */
export const LAST_USER_KEY = 'stillpoint:last-user';

function rememberUser(user: User | null): void {
  try {
    if (user) window.localStorage.setItem(LAST_USER_KEY, JSON.stringify(user));
    else window.localStorage.removeItem(LAST_USER_KEY);
  } catch {
    // Storage refused: offline the app then opens signed out, as before.
  }
}

function lastKnownUser(): User | null {
  try {
    const stored = window.localStorage.getItem(LAST_USER_KEY);
    return stored ? (JSON.parse(stored) as User) : null;
  } catch {
    return null;
  }
}

/**
 * Who is signed in, outside react-query so that the first screen needs none of it (hosted-app/README.md,
 * Decisions). It keeps the user query's old rules (§8, §9): asked once, never retried, asked again only
 * while no answer is known: when another screen mounts, or when the connection comes back.
 */
export const useUserStore = create<UserState>()((set, get) => ({
  user: undefined,
  stale: false,
  fetching: false,
  error: null,
  load: () => {
    if ((get().user !== undefined && !get().stale) || get().fetching) return;
    if (!reconnectListened) {
      reconnectListened = true;
      window.addEventListener('online', () => get().load());
    }
    set({ fetching: true });
    apiJson<User>('GET', '/api/user').then(
      (user) => {
        rememberUser(user);
        set({ user, stale: false, fetching: false, error: null });
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) {
          rememberUser(null);
          set({ user: null, stale: false, fetching: false, error: null });
          return;
        }
        // No answer (offline, or the server failed): the last user known here, when there is one, until one comes.
        const known = error instanceof ApiError ? null : lastKnownUser();
        if (known) set({ user: known, fetching: false, error: null, stale: true });
        else set({ fetching: false, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
  },
  setUser: (user) => {
    rememberUser(user);
    set({ user, error: null, stale: false });
  },
}));

/** Who is signed in. While the first answer is on its way the state is 'loading' (screens show the loading screen). */
export function useAuth(): AuthState {
  const user = useUserStore((state) => state.user);
  const failed = useUserStore((state) => state.error !== null);
  useEffect(() => useUserStore.getState().load(), []);
  if (user === undefined) return failed ? { status: 'signedOut', user: null } : { status: 'loading', user: null };
  return user ? { status: 'signedIn', user } : { status: 'signedOut', user: null };
}
