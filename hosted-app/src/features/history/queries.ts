import type { LogEntry, Stats, User } from '@stillpoint/api/contract';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiJson } from '../../lib/apiRequest';
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

export function useStats(user: User) {
  return useQuery({ queryKey: queryKeys.stats, queryFn: getQueryFn<Stats>(), enabled: tracksProgress(user) }, queryClient);
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
