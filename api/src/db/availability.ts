import type { Logger } from '../logger';

/** Whether the database answers, as the API last saw it; while it does not, requests answer 503 at once. */
export interface Availability {
  readonly available: boolean;
  /**
   * A query failed because the server is away (or too slow to answer). The first failure of an outage
   * is logged in one line and starts probing; later ones are only counted, for the line that ends it.
   */
  reportFailure(error?: unknown): void;
  /** Stops probing (the database is being closed). */
  close(): void;
}

export interface AvailabilityOptions {
  /** Resolves when the server answers a trivial query within its own time bound; rejects otherwise. */
  readonly probe: () => Promise<void>;
  readonly log: Logger;
  /** Pause between probes while the server is away. */
  readonly retryMs?: number;
  readonly now?: () => number;
}

function reason(error: unknown): string {
  const original = (error as { original?: { message?: unknown } } | undefined)?.original?.message;
  const message = typeof original === 'string' ? original : error instanceof Error ? error.message : undefined;
  return message ? `: ${message.split('\n')[0]}` : '';
}

/**
 * Tracks database outages. An outage starts with the first failure anyone reports and ends with the
 * first probe that succeeds (probes run only during an outage, every `retryMs`). Each is logged twice,
 * once at each end, however many requests it turned away: a stack per refused request said nothing new.
 */
export function watchAvailability(options: AvailabilityOptions): Availability {
  const { probe, log, retryMs = 250, now = Date.now } = options;
  let outage: { since: number; refused: number } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const scheduleProbe = () => {
    if (closed) return;
    timer = setTimeout(() => {
      probe().then(
        () => {
          if (!outage) return;
          const seconds = ((now() - outage.since) / 1000).toFixed(1);
          log.info(`[db] the database answers again after ${seconds} s; ${outage.refused} request(s) were answered 503 meanwhile`);
          outage = undefined;
        },
        () => scheduleProbe(),
      );
    }, retryMs);
    // An outage must not keep a finished process (or test worker) alive.
    timer.unref();
  };

  return {
    get available() {
      return outage === undefined;
    },
    reportFailure(error) {
      if (outage) {
        outage.refused += 1;
        return;
      }
      outage = { since: now(), refused: 1 };
      log.error(`[db] the database does not answer${reason(error)}; answering 503 until it does`);
      scheduleProbe();
    },
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
