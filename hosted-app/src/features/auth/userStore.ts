import type { User } from '@stillpoint/api/contract';
import { useEffect } from 'react';
import { create } from 'zustand';
import { ApiError, apiJson } from '../../lib/apiRequest';

export type AuthState = { status: 'loading'; user: null } | { status: 'signedOut'; user: null } | { status: 'signedIn'; user: User };

interface UserState {
  /** GET /api/user's answer: the user, or null when nobody is signed in; undefined until one came. */
  readonly user: User | null | undefined;
  /** A GET /api/user is on its way. */
  readonly fetching: boolean;
  /** Why the last GET /api/user failed (a 401 is no failure: it answers null), until an answer comes. */
  readonly error: Error | null;
  /** Asks GET /api/user when no answer is known (the first use, or the last try failed) and none is on its way. */
  load(): void;
  /** A user who signed in, registered or changed; null once nobody is signed in. */
  setUser(user: User | null): void;
}

let reconnectListened = false;

/**
 * Who is signed in, outside react-query so that the first screen needs none of it (hosted-app/README.md,
 * Decisions). It keeps the user query's old rules (§8, §9): asked once, never retried, asked again only
 * while no answer is known: when another screen mounts, or when the connection comes back.
 */
export const useUserStore = create<UserState>()((set, get) => ({
  user: undefined,
  fetching: false,
  error: null,
  load: () => {
    if (get().user !== undefined || get().fetching) return;
    if (!reconnectListened) {
      reconnectListened = true;
      window.addEventListener('online', () => get().load());
    }
    set({ fetching: true });
    apiJson<User>('GET', '/api/user').then(
      (user) => set({ user, fetching: false, error: null }),
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) set({ user: null, fetching: false, error: null });
        else set({ fetching: false, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
  },
  setUser: (user) => set({ user, error: null }),
}));

/** Who is signed in. While the first answer is on its way the state is 'loading' (screens show the loading screen). */
export function useAuth(): AuthState {
  const user = useUserStore((state) => state.user);
  const failed = useUserStore((state) => state.error !== null);
  useEffect(() => useUserStore.getState().load(), []);
  if (user === undefined) return failed ? { status: 'signedOut', user: null } : { status: 'loading', user: null };
  return user ? { status: 'signedIn', user } : { status: 'signedOut', user: null };
}
