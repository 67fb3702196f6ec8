import type { CreateSessionBody, SavedSession } from '@stillpoint/api/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiJson } from '../../lib/apiRequest';
import { getQueryFn } from '../../lib/queryClient';
import { queryKeys } from '../../lib/queryKeys';

/** §8: the session list is not retried on 401 (that means signed out) and up to 3 times otherwise. */
export const retrySessionList = (failures: number, error: unknown) => !(error instanceof ApiError && error.status === 401) && failures < 3;

/** GET /api/sessions: the newest page of the user's saved sessions (and breathing patterns), newest first. */
export const savedSessionsQuery = queryOptions({
  queryKey: queryKeys.sessions,
  queryFn: getQueryFn<SavedSession[]>({ on401: 'throw' }),
  retry: retrySessionList,
});

/** POST /api/sessions; the list is refreshed afterwards (§7). */
export function useSaveSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSessionBody) => apiJson<SavedSession>('POST', '/api/sessions', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
  });
}
