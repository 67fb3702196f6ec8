import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from './queryClient';

/** GET /api/user (api/README.md). */
export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  timeZone: string | null;
  createdAt: string;
}

export const USER_QUERY_KEY = ['/api/user'] as const;

/** The signed-in user, or null when nobody is signed in. Never retried (§8): a 401 is an answer, not a fault. */
export function useUser() {
  const query = useQuery({ queryKey: USER_QUERY_KEY, queryFn: getQueryFn<User>({ on401: 'returnNull' }), retry: false });
  return { user: query.data ?? null, isLoading: query.isLoading };
}
