import { useEffect, useLayoutEffect, useState } from 'preact/hooks';

/**
 * `react` as the widget builds see it: the part of React's API the SDK's runners and the widget views
 * use (`grep -rn "from 'react'" sdk/src/react widgets/src`), answered by Preact core and its hooks
 * rather than by preact/compat, whose Suspense, PureComponent and prop and event normalisation the
 * runners do not need (1.9 kB gzip of the widget script). The runners keep to what both React and
 * Preact core render alike: SVG presentation in CSS, `onFocusCapture` rather than a bubbling
 * `onFocus` (eslint.config.js holds them to it). Something else imported from `react` fails the build.
 */
export { createElement, Fragment } from 'preact';
export { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';

/**
 * React's `useSyncExternalStore` on hooks, as preact/compat writes it: render with the store's
 * snapshot, re-render when a change notice (or a change between render and subscription) gives a
 * different snapshot, compared with Object.is.
 */
export function useSyncExternalStore<T>(subscribe: (onStoreChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot();
  // One store object for the component's life (a re-render keeps it), read by the effects below.
  const [{ store }, forceUpdate] = useState({ store: { value, getSnapshot } });
  useLayoutEffect(() => {
    store.value = value;
    store.getSnapshot = getSnapshot;
    if (changed(store)) forceUpdate({ store });
  }, [store, subscribe, value, getSnapshot]);
  useEffect(() => {
    const update = () => {
      if (changed(store)) forceUpdate({ store });
    };
    update();
    return subscribe(update);
  }, [store, subscribe]);
  return value;
}

/** Whether the store's snapshot differs from the one rendered (a snapshot that throws counts as a change). */
function changed<T>(store: { value: T; getSnapshot: () => T }): boolean {
  try {
    return !Object.is(store.value, store.getSnapshot());
  } catch {
    return true;
  }
}
