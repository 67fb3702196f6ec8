/** A 4xx other than these means the entry itself is refused: sending it again would not help. */
const RETRIABLE = new Set([401, 403, 408, 409, 425, 429]);

/**
 * What the outbox does with an entry whose POST failed: `keep` it for the next flush (no answer at all, a
 * 5xx, or a refusal that may pass: signed out, rate limited, a conflict) and stop this flush there, or
 * `drop` it (the API refused the entry itself: sending it again would be refused again). `status` is
 * undefined when no answer came (offline, a timeout).
 */
export function afterFailedSend(status: number | undefined): 'keep' | 'drop' {
  return status === undefined || status >= 500 || RETRIABLE.has(status) || status < 400 ? 'keep' : 'drop';
}

/** The first try again after a flush that left entries waiting, ms: the API or the network back in a moment. */
const FIRST_RETRY_MS = 5_000;
/** The longest wait between tries while entries wait and the page is open, ms. */
const LONGEST_RETRY_MS = 5 * 60_000;

/**
 * How long the outbox waits before it tries again on its own, after `failedFlushes` flushes in a row left
 * entries waiting while the browser said it was online (a server down for a moment, a connection that came back
 * before it worked): 5 s, doubling to at most 5 minutes, so a sit is sent soon without the page asking often.
 */
export function retryDelayMs(failedFlushes: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failedFlushes - 1));
}
