import { useCallback, useEffect, useRef, useState } from 'react';
import type { Timers } from './clock';

/**
 * A flag that turns on `ms` after the last `restart()` (idle dimming, the zen fade, the zen
 * controls' auto-hide). While `enabled` is false the flag is off and no timer runs.
 */
export function useTimeout(timers: Timers, ms: number, enabled: boolean): { elapsed: boolean; restart: () => void } {
  const [elapsed, setElapsed] = useState(false);
  const handle = useRef<unknown>(null);
  const clear = useCallback(() => {
    if (handle.current !== null) timers.clearTimeout(handle.current);
    handle.current = null;
  }, [timers]);
  const schedule = useCallback(() => {
    clear();
    handle.current = timers.setTimeout(() => {
      handle.current = null;
      setElapsed(true);
    }, ms);
  }, [clear, timers, ms]);

  useEffect(() => {
    if (enabled) schedule();
    return () => {
      clear();
      setElapsed(false);
    };
  }, [enabled, schedule, clear]);

  const restart = useCallback(() => {
    setElapsed(false);
    if (enabled) schedule();
  }, [enabled, schedule]);

  return { elapsed, restart };
}
