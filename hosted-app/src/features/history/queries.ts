import type { LogEntry, Stats, User } from '@stillpoint/api/contract';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ApiError, apiJson } from '../../lib/apiRequest';
import { getQueryFn, queryClient } from '../../lib/queryClient';
import { queryKeys } from '../../lib/queryKeys';

/** core-app.md §9: the recent list shows 10 entries by default. */
export const RECENT_LOG_SHOWN = 10;

/** Whether the user tracks anything: GET /api/user/stats is called only then (core-app.md §7). */
export const tracksProgress = (user: Pick<User, 'streakTrackingEnabled' | 'monthlyStatsEnabled'>) => user.streakTrackingEnabled || user.monthlyStatsEnabled;

/**
 * The API could not answer: the call failed, or react-query holds it while the browser is offline (it is asked
 * again when the connection returns).
 */
export const unreachable = (query: Pick<UseQueryResult, 'isError' | 'isPending' | 'fetchStatus'>) => query.isError || (query.isPending && query.fetchStatus === 'paused');

/**
 * A 503 says the API is busy a moment (its database slow to answer) and to ask again: the streaks are asked again, up
 * to three times (react-query's delays, 1, 2 and 4 s), rather than left unknown (no streak on Session Complete, History
 * "could not be loaded") until the next change. Any other failure stays as it is (core-app.md §8).
 */
export const retryWhenBusy = (failures: number, error: unknown) => error instanceof ApiError && error.status === 503 && failures < 3;

export function useStats(user: User) {
  return useQuery({ queryKey: queryKeys.stats, queryFn: getQueryFn<Stats>(), enabled: tracksProgress(user), retry: retryWhenBusy }, queryClient);
}

export function useRecentLog(user: User) {
  return useQuery(
    {
      queryKey: [...queryKeys.log, RECENT_LOG_SHOWN],
      queryFn: () => apiJson<LogEntry[]>('GET', `/api/sessions/log?limit=${RECENT_LOG_SHOWN}`),
      enabled: tracksProgress(user),
    },
    queryClient,
  );
}
