import { useCallback, useRef, useState } from 'react';

/**
 * One piece of work at a time, started by a tap. `running` turns true in the tap itself: react-query reports
 * a mutation pending only a task later, and a second tap in that gap (a double tap) would start a second
 * request. A tap while work runs starts nothing. The work reports its own outcome (toasts); its failure ends it.
 */
export function useExclusive(): { running: boolean; run: (work: () => Promise<unknown>) => void } {
  const [running, setRunning] = useState(false);
  const started = useRef(false);
  const run = useCallback((work: () => Promise<unknown>) => {
    if (started.current) return;
    started.current = true;
    setRunning(true);
    void work()
      .catch(() => undefined)
      .finally(() => {
        started.current = false;
        setRunning(false);
      });
  }, []);
  return { running, run };
}
