import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Holds a screen wake lock while `active`. The browser drops the lock
 * whenever the page is hidden, so it is requested again when the page becomes visible; where a
 * request is refused (no user activation yet, battery saver), `retry()` (called on the next tap)
 * asks again. Released when the session ends or the component unmounts. Does nothing where the
 * Screen Wake Lock API is missing.
 */
export function useWakeLock(active: boolean): { held: boolean; retry: () => void } {
  const [held, setHeld] = useState(false);
  const sentinel = useRef<WakeLockSentinel | null>(null);
  const pending = useRef(false);
  const activeRef = useRef(active);
  useEffect(() => {
    activeRef.current = active;
  }, [active]);

  const request = useCallback(() => {
    if (typeof navigator === 'undefined' || !('wakeLock' in navigator) || !navigator.wakeLock) return;
    if (!activeRef.current || sentinel.current || pending.current) return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    pending.current = true;
    navigator.wakeLock.request('screen').then(
      (lock) => {
        pending.current = false;
        if (!activeRef.current) {
          void lock.release();
          return;
        }
        sentinel.current = lock;
        setHeld(true);
        lock.addEventListener('release', () => {
          if (sentinel.current === lock) sentinel.current = null;
          setHeld(false);
        });
      },
      () => {
        // Refused: the next tap (retry) or the page becoming visible asks again.
        pending.current = false;
      },
    );
  }, []);

  useEffect(() => {
    if (!active) return undefined;
    request();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') request();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      const lock = sentinel.current;
      sentinel.current = null;
      setHeld(false);
      if (lock && !lock.released) void lock.release();
    };
  }, [active, request]);

  return { held, retry: request };
}
