import { useSyncExternalStore } from 'react';

/** The part of a zustand vanilla store (or any store) a view needs: read now, and hear of changes. */
export interface ReadableStore<T> {
  getState(): T;
  subscribe(listener: () => void): () => void;
}

const identity = <T,>(value: T) => value;

/**
 * Reads a framework-free store from React: one `useSyncExternalStore`, as zustand's and TanStack
 * Query's bindings do. A selector narrows what the component re-renders on; it must return a
 * stable value (a field, not a new object) for the same state.
 */
export function useSessionStore<T, S = T>(store: ReadableStore<T>, selector: (state: T) => S = identity as (state: T) => S): S {
  const read = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}
