/**
 * Runs `work` once the browser is idle after the first screen (at the latest after `timeoutMs`), for
 * code that is no part of the first load; returns a function that cancels it.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: a short delay lets the first screen paint first.
  const timer = setTimeout(work, 300);
  return () => clearTimeout(timer);
}
