import type { MessageAnswer, ResetPasswordBody, SubscriptionStatus } from '@stillpoint/api/contract';
import { useMutation, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiJson, apiRequest } from '../../lib/apiRequest';
import { useAppDialogs } from '../../lib/appDialogs';
import { getQueryFn, queryClient } from '../../lib/queryClient';
import { queryKeys } from '../../lib/queryKeys';
import { forgetRunningSessions } from '../session/runningSessionKept';
import { useAuth, useUserStore } from './userStore';

/** GET /api/subscription/status: only asked while someone is signed in (core-app.md §4). `refetchInterval` polls it (a checkout just returned). */
export function useSubscriptionStatus(options: Pick<UseQueryOptions<SubscriptionStatus>, 'refetchInterval'> = {}) {
  const auth = useAuth();
  return useQuery(
    {
      queryKey: queryKeys.subscription,
      queryFn: getQueryFn<SubscriptionStatus>(),
      enabled: auth.status === 'signedIn',
      ...options,
    },
    queryClient,
  );
}

/**
 * POST /api/logout, after the completions waiting in the outbox were sent; then nobody is signed in (the
 * header follows at once), every cached answer is dropped and the account's data leaves the browser's
 * storage (§4: logout clears all cached data), a running session kept on the device included, and the app goes to /.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation(
    {
      mutationFn: async () => {
        const userId = useUserStore.getState().user?.id;
        const device = userId ? await import('./accountDataOnDevice') : undefined;
        // A completion that cannot be sent now (offline) stays in the outbox: forgetAccountData keeps it.
        if (userId && device) await device.sendWaitingCompletions(userId).catch(() => 0);
        await apiRequest('POST', '/api/logout');
        if (userId && device) await device.forgetAccountData(userId).catch((error: unknown) => console.warn('[logout] the account\'s data could not be removed from this browser', error));
      },
      onSuccess: () => {
        useAppDialogs.getState().reset();
        useUserStore.getState().setUser(null);
        queryClient.removeQueries();
        forgetRunningSessions();
        void navigate('/');
      },
    },
    queryClient,
  );
}

/** POST /api/reset-password with the mailed link's token and the new password (the link works once, for an hour). */
export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordBody) => apiJson<MessageAnswer>('POST', '/api/reset-password', body) }, queryClient);
}
