import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../lib/queryKeys';

/**
 * Sends what the outbox holds when the signed-in app opens and whenever the connection comes back, then
 * refreshes the history. The outbox's code loads then, not with the first screen.
 */
export function useOutboxFlush(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const flush = () =>
      void import('./outbox').then(async ({ flushOutbox }) => {
        if ((await flushOutbox(userId)) > 0) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.log });
          void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
        }
      });
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [userId, queryClient]);
}
