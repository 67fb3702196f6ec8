import { useEffect } from 'react';
import { queryKeys } from '../../lib/queryKeys';
import { afterFirstScreen } from '../../lib/whenIdle';
import { retryDelayMs } from './outboxRetry';

/**
 * Sends what the outbox holds when the signed-in app opens, whenever the connection comes back and whenever
 * the page becomes visible again (a phone's tab brought back), then refreshes the history. A flush that leaves
 * entries waiting while the browser is online (the API down for a moment, a connection back before it works)
 * tries again on its own (retryDelayMs), so a sit reaches the API without the user doing anything. The outbox's
 * code (and react-query's) loads once the first screen is shown.
 */
export function useOutboxFlush(userId: string | null): void {
  useEffect(() => {
    if (!userId) return;
    let failedFlushes = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    // Code that cannot be fetched (the connection gone before the worker keeps it) is asked for again at the next
    // of these moments; what waits stays in the outbox meanwhile.
    const flush = () => {
      clearTimeout(retry);
      void import('./outbox').then(
        async ({ flushOutbox, pendingEntries }) => {
          const stored = await flushOutbox(userId);
          const waiting = (await pendingEntries(userId)).length > 0;
          failedFlushes = waiting ? failedFlushes + 1 : 0;
          // Offline, the connection's return flushes.
          clearTimeout(retry);
          if (waiting && navigator.onLine && !closed) retry = setTimeout(flush, retryDelayMs(failedFlushes));
          if (stored > 0) {
            const { askAgain } = await import('../../lib/queryClient');
            await Promise.all([askAgain(queryKeys.log), askAgain(queryKeys.stats)]);
          }
        },
        (error: unknown) => console.info('[outbox] its code could not be fetched now', error),
      );
    };
    const flushWhenVisible = () => document.visibilityState === 'visible' && flush();
    const cancelFlush = afterFirstScreen(flush);
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', flushWhenVisible);
    return () => {
      closed = true;
      clearTimeout(retry);
      cancelFlush();
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', flushWhenVisible);
    };
  }, [userId]);
}

/**
 * The outbox's flushing where the app's frame (AppShell) is not shown: the full-screen session. A completion
 * the browser would not store lives only in memory, so the connection returning while Session Complete shows
 * must send it then, not only once the user goes back to the frame.
 */
export function OutboxFlush({ userId }: { readonly userId: string }): null {
  useOutboxFlush(userId);
  return null;
}
