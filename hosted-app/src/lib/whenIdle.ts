import { Subscribable } from '@stillpoint/sdk/core';

let firstScreen = false;
/** The work waiting for the first screen, each run once. */
const waiting = new Subscribable();

/**
 * Marks the first screen as shown (root.tsx, once the auth state is known): idle work queued before starts
 * now. While the first answer from the API is on its way the browser looks idle, and work started then
 * would compete with the first screen for a slow phone's bandwidth and CPU.
 */
export function firstScreenShown(): void {
  if (firstScreen) return;
  firstScreen = true;
  waiting.notify();
  waiting.clear();
}

export const isFirstScreenShown = (): boolean => firstScreen;

/**
 * Runs `work` as soon as the first screen is shown (at once when it was), for what the first screen leaves
 * out but the page wants soon: react-query and the server data. Returns a function that cancels it.
 */
export function afterFirstScreen(work: () => void): () => void {
  if (firstScreen) {
    work();
    return () => {};
  }
  return waiting.subscribe(work);
}

function onIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: a short delay lets the first screen paint first.
  const timer = setTimeout(work, 300);
  return () => clearTimeout(timer);
}

/**
 * Runs `work` once the browser is idle after the first screen (at the latest `timeoutMs` after it), for
 * code that is no part of the first load; returns a function that cancels it.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  let cancelIdle = () => {};
  const cancelWait = afterFirstScreen(() => {
    cancelIdle = onIdle(work, timeoutMs);
  });
  return () => {
    cancelWait();
    cancelIdle();
  };
}
