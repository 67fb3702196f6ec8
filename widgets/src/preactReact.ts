import { useEffect, useLayoutEffect, useState } from 'preact/hooks';

/**
 * `react` as the widget builds see it: the part of React's API the SDK's runners and the widget views
 * use (`grep -rn "from 'react'" sdk/src/react widgets/src`), answered by Preact core and its hooks
 * rather than by preact/compat, whose Suspense, PureComponent and prop and event normalisation the
 * runners do not need (1.9 kB gzip of the widget script). The runners keep to what both React and
 * Preact core render alike: SVG presentation in CSS, `onFocusCapture` rather than a bubbling
 * `onFocus` (eslint.config.js holds them to it). Something else imported from `react` fails the build.
 */
export { createContext, createElement, Fragment } from 'preact';
export { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';

/** What one useSyncExternalStore call last rendered, and how to read the store again. */
interface StoreReading<T> {
  value: T;
  getSnapshot: () => T;
}

function record<T>(reading: StoreReading<T>, value: T, getSnapshot: () => T): void {
  reading.value = value;
  reading.getSnapshot = getSnapshot;
}

function changed<T>(reading: StoreReading<T>): boolean {
  try {
    return !Object.is(reading.value, reading.getSnapshot());
  } catch {
    return true;
  }
}

/**
 * React's `useSyncExternalStore` on hooks, as preact/compat (and React's own shim) write it: render
 * with the store's snapshot, re-render when a change notice (or a change between render and
 * subscription) gives a different snapshot, compared with Object.is.
 */
export function useSyncExternalStore<T>(subscribe: (onStoreChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot();
  const [{ reading }, forceUpdate] = useState(() => ({ reading: { value, getSnapshot } }));
  useLayoutEffect(() => {
    record(reading, value, getSnapshot);
    if (changed(reading)) forceUpdate({ reading });
  }, [reading, subscribe, value, getSnapshot]);
  useEffect(() => {
    const check = () => {
      if (changed(reading)) forceUpdate({ reading });
    };
    check();
    return subscribe(check);
  }, [reading, subscribe]);
  return value;
}
