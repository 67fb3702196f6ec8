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
