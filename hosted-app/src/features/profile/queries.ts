import type { PreferencesBody, User } from '@stillpoint/api/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest } from '../../lib/apiRequest';
import { queryKeys } from '../../lib/queryKeys';

/** PATCH /api/user/preferences; on success the user and the stats are refreshed (commercial.md §7). */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: PreferencesBody) => apiJson<User>('PATCH', '/api/user/preferences', changes),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.user, user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
    },
  });
}

/** DELETE /api/user with the password: the account and all its data go, and nobody is signed in after. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiRequest('DELETE', '/api/user', { password }),
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.user, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.user[0] });
    },
  });
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
