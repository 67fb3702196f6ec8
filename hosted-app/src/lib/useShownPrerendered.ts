import { useRef, useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * Whether this component's first render was prerendered HTML (the prerender itself, or the hydration of its
 * HTML) rather than a render in the browser. A prerendered page shows what it was built with until something
 * is known; a screen rendered in the browser (the SPA fallback, a navigation) need not show it at all.
 */
export function useShownPrerendered(): boolean {
  const hydrating = useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
  return useRef(hydrating).current;
}
