import type { SubscriptionStatus, User } from '@stillpoint/api/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../lib/apiRequest';
import { useAppDialogs } from '../../lib/appDialogs';
import { getQueryFn } from '../../lib/queryClient';
import { queryKeys } from '../../lib/queryKeys';

/** GET /api/user: the signed-in user, or null when nobody is. Never retried (§8): a 401 is an answer, not a fault. */
export const userQuery = queryOptions({ queryKey: queryKeys.user, queryFn: getQueryFn<User>({ on401: 'returnNull' }), retry: false });

export type AuthState = { status: 'loading'; user: null } | { status: 'signedOut'; user: null } | { status: 'signedIn'; user: User };

/** Who is signed in. While the first answer is on its way the state is 'loading' (screens show the loading screen). */
export function useAuth(): AuthState {
  const { data, isPending } = useQuery(userQuery);
  if (isPending) return { status: 'loading', user: null };
  return data ? { status: 'signedIn', user: data } : { status: 'signedOut', user: null };
}

/** GET /api/subscription/status: only asked while someone is signed in (core-app.md §4). */
export function useSubscriptionStatus() {
  const auth = useAuth();
  return useQuery({
    queryKey: queryKeys.subscription,
    queryFn: getQueryFn<SubscriptionStatus>({ on401: 'throw' }),
    enabled: auth.status === 'signedIn',
  });
}

/** Stores a user who just signed in (or registered) as the answer of GET /api/user. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  return (user: User) => queryClient.setQueryData(userQuery.queryKey, user);
}

/**
 * POST /api/logout; then nobody is signed in (the header follows at once), every other cached answer is
 * dropped (§4: logout clears all cached data) and the app goes to /.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/logout'),
    onSuccess: () => {
      useAppDialogs.getState().reset();
      queryClient.setQueryData(userQuery.queryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQuery.queryKey[0] });
      void navigate('/');
    },
  });
}
