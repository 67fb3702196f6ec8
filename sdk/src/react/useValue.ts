import { useState } from 'react';

/**
 * `value`, kept as the same object while each new one is equal in value (as JSON): hosts and
 * custom-element wrappers pass a fresh config or plan with the same contents on every render, and
 * a memo or effect keyed on it should run only when the contents change. Compared only when the
 * object changes, so a memoized value costs nothing. (State from the previous render, as React's
 * docs store it: a render that sees a new value sets it and renders again at once.)
 */
export function useValue<T>(value: T): T {
  const [kept, setKept] = useState(value);
  if (kept === value || JSON.stringify(kept) === JSON.stringify(value)) return kept;
  setKept(value);
  return value;
}
