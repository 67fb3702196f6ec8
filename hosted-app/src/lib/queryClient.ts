import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { apiJson } from './apiRequest';

/** The default fetcher (core-app.md §7): a GET to the query key's parts joined with "/", parsed as JSON. */
export function getQueryFn<T>(): QueryFunction<T> {
  return ({ queryKey }) => apiJson<T>('GET', queryKey.join('/'));
}

/**
 * Data changes only through the app's own calls, so nothing goes stale by time or refetches on focus (§9); nothing retries unless a query says so (§8).
 * The hooks are given this client rather than reading it from a provider: react-query is no part of the first
 * screen (hosted-app/README.md, Decisions), and whatever uses it loads it, client included.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn(),
      staleTime: Infinity,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});

/**
 * Asks for what `queryKey` answers again, because it has just changed (a session stored): an answer already on its way
 * was asked for before the change, so it is dropped first. An invalidation alone joins a query's first fetch under way
 * (react-query cancels only a fetch of a query that has data), and its answer would be the one from before the change.
 * Resolves once the new fetch has begun.
 */
export async function askAgain(queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  void queryClient.invalidateQueries({ queryKey });
}

// What QueryClientProvider did: follow the connection (paused calls resume, unanswered queries are asked again).
queryClient.mount();
