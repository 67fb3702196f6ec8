import { describe, expect, it } from 'vitest';
import { afterFailedSend, retryDelayMs } from './outboxRetry';

describe('the outbox after a failed send', () => {
  it('keeps the entry when no answer came (offline) or the server failed', () => {
    expect(afterFailedSend(undefined)).toBe('keep');
    for (const status of [500, 502, 503, 504]) expect(afterFailedSend(status)).toBe('keep');
  });

  it('keeps it on refusals that may pass later: signed out, forbidden, timeout, conflict, too early, rate limited', () => {
    for (const status of [401, 403, 408, 409, 425, 429]) expect(afterFailedSend(status)).toBe('keep');
  });

  it('drops it when the API refused the entry itself (sending it again would be refused again)', () => {
    for (const status of [400, 404, 413, 422]) expect(afterFailedSend(status)).toBe('drop');
  });

  it('tries again on its own 5 s after a flush that left entries waiting, doubling to at most 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000]);
  });
});
