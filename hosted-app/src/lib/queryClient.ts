import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, apiJson } from './apiRequest';

/**
 * The default fetcher (core-app.md §7): a GET to the query key's parts joined with "/", parsed as JSON.
 * With `on401: 'returnNull'` a 401 means "nobody is signed in" rather than a failure.
 */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      return await apiJson<T>('GET', queryKey.join('/'));
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/** Data changes only through the app's own calls, so nothing goes stale by time or refetches on focus (§9); nothing retries unless a query says so (§8). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Infinity,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
