import { useCallback, useEffect, useRef, useState } from 'react';
import type { Timers } from './clock';

/** A flag that `flash()` turns on for `ms` (the zen view's controls after a tap: 3 s). */
export function useFlash(timers: Timers, ms: number): { on: boolean; flash: () => void } {
  const [on, setOn] = useState(false);
  const handle = useRef<unknown>(null);
  const clear = useCallback(() => {
    if (handle.current !== null) timers.clearTimeout(handle.current);
    handle.current = null;
  }, [timers]);
  const flash = useCallback(() => {
    clear();
    setOn(true);
    handle.current = timers.setTimeout(() => {
      handle.current = null;
      setOn(false);
    }, ms);
  }, [clear, timers, ms]);
  useEffect(() => clear, [clear]);
  return { on, flash };
}
