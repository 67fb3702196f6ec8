import { useEffect, useRef } from 'react';

/**
 * A ref for the control that started a session in place: focus returns to it when the session has
 * ended (`running` back to false), so a keyboard or screen-reader user is where they left off.
 */
export function useFocusWhenBack<T extends HTMLElement>(running: boolean) {
  const control = useRef<T>(null);
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running) control.current?.focus();
    wasRunning.current = running;
  }, [running]);
  return control;
}
