import type { CreateSessionBody, RenameSessionBody, SavedSession } from '@stillpoint/api/contract';
import { queryOptions, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiJson, apiRequest } from '../../lib/apiRequest';
import { queryClient } from '../../lib/queryClient';
import { queryKeys } from '../../lib/queryKeys';
import { reloginOnUnauthorized } from '../../lib/relogin';

/** §8: the session list is not retried on 401 (signed out) or 402 (the trial has ended), and up to 3 times otherwise. */
export const retrySessionList = (failures: number, error: unknown) => !(error instanceof ApiError && (error.status === 401 || error.status === 402)) && failures < 3;

/** One page of GET /api/sessions and where the next begins (its `Link: <…>; rel="next"`, when there is one). */
export interface SessionPage {
  readonly sessions: SavedSession[];
  readonly next: string | null;
}

async function fetchPage(url: string): Promise<SessionPage> {
  const response = await apiRequest('GET', url);
  const next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('Link') ?? '')?.[1] ?? null;
  return { sessions: (await response.json()) as SavedSession[], next };
}

/** GET /api/sessions: the newest page of the user's saved sessions (and breathing patterns), newest first. */
export const savedSessionsQuery = queryOptions({
  queryKey: queryKeys.sessions,
  queryFn: async () => (await fetchPage('/api/sessions')).sessions,
  retry: retrySessionList,
});

/** The newest page of saved sessions, with §8's 401 handling (the "Unauthorized" toast, then the login path). */
export function useSavedSessions() {
  const query = useQuery(savedSessionsQuery, queryClient);
  useEffect(() => {
    if (query.error) reloginOnUnauthorized(query.error);
  }, [query.error]);
  return query;
}

/** Every saved session, a page at a time (the library's "Load more"). */
export function useSavedSessionPages() {
  const query = useInfiniteQuery(
    {
      queryKey: [...queryKeys.sessions, 'pages'],
      queryFn: ({ pageParam }) => fetchPage(pageParam),
      initialPageParam: '/api/sessions',
      getNextPageParam: (page: SessionPage) => page.next,
      retry: retrySessionList,
    },
    queryClient,
  );
  useEffect(() => {
    if (query.error) reloginOnUnauthorized(query.error);
  }, [query.error]);
  return query;
}

/** A saved-session change: the list refreshes afterwards (§7); a 401 signs the person in again (§8). */
function useSessionMutation<T, V>(mutationFn: (variables: V) => Promise<T>) {
  return useMutation(
    {
      mutationFn,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
      onError: (error) => void reloginOnUnauthorized(error),
    },
    queryClient,
  );
}

/** POST /api/sessions. */
export function useSaveSession() {
  return useSessionMutation((body: CreateSessionBody) => apiJson<SavedSession>('POST', '/api/sessions', body));
}

/** PATCH /api/sessions/:id. */
export function useRenameSession() {
  return useSessionMutation(({ id, ...body }: RenameSessionBody & { id: string }) => apiJson<SavedSession>('PATCH', `/api/sessions/${id}`, body));
}

/** DELETE /api/sessions/:id (204, no body). */
export function useDeleteSession() {
  return useSessionMutation(async (id: string) => {
    await apiRequest('DELETE', `/api/sessions/${id}`);
  });
}
