import type { PreferencesBody, User } from '@stillpoint/api/contract';
import { useMutation } from '@tanstack/react-query';
import { apiJson, apiRequest } from '../../lib/apiRequest';
import { queryClient } from '../../lib/queryClient';
import { queryKeys } from '../../lib/queryKeys';
import { useUserStore } from '../auth/userStore';

/** PATCH /api/user/preferences; on success the user and the stats (and, for a new zone, the subscription status) are refreshed (commercial.md §7). */
export function useUpdatePreferences() {
  return useMutation(
    {
      mutationFn: (changes: PreferencesBody) => apiJson<User>('PATCH', '/api/user/preferences', changes),
      onSuccess: (user, changes) => {
        useUserStore.getState().setUser(user);
        void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
        // The plans' currency follows the zone (currencyFor): the status is asked again, and its old currency is not shown meanwhile.
        if (changes.timeZone !== undefined) void queryClient.resetQueries({ queryKey: queryKeys.subscription });
      },
    },
    queryClient,
  );
}

/** DELETE /api/user with the password: the account and all its data go, from the server and from this browser's storage, and nobody is signed in after. */
export function useDeleteAccount() {
  return useMutation(
    {
      mutationFn: async (password: string) => {
        const userId = useUserStore.getState().user?.id;
        await apiRequest('DELETE', '/api/user', { password });
        if (userId) {
          const { forgetAccountData } = await import('../auth/accountDataOnDevice');
          await forgetAccountData(userId, { unsent: 'drop' }).catch((error: unknown) => console.warn('[account] its data could not be removed from this browser', error));
        }
      },
      onSuccess: () => {
        useUserStore.getState().setUser(null);
        queryClient.removeQueries();
      },
    },
    queryClient,
  );
}

/** GET /api/user/export, saved as a file (the browser's download, named as the API names it). */
export async function downloadExport(): Promise<void> {
  const response = await apiRequest('GET', '/api/user/export');
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'stillpoint-export.json';
  const url = URL.createObjectURL(new Blob([await response.text()], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
