import { performance } from 'node:perf_hooks';
import { ProbeTimeout, type ProbeConnection } from './probeConnection';

export interface HealthCheckOptions {
  readonly connection: Pick<ProbeConnection, 'probe'>;
  readonly timeoutMs: number;
  /** How long a probe's answer is given again to the checks that follow it. */
  readonly freshMs?: number;
  /** Told once per probe that found the server away; never for a check answered from a shared or kept probe. */
  readonly reportFailure: (error: unknown) => void;
  readonly now?: () => number;
}

/**
 * Above this share of the probe's wait spent running our own code, a probe that timed out says nothing about
 * the database: its answer may be waiting unread behind the requests we were busy with (a flood of them).
 */
const BUSY = 0.5;

/**
 * Health checks that cost the database one probe at most every `freshMs`, however many come: checks arriving
 * while a probe runs wait for it, checks within `freshMs` of its end get its answer. A refused or dropped
 * connection is an outage, and so is a server that did not answer while this process was free to hear it; a
 * timeout while this process was busy answers the check "no" without declaring an outage for every request.
 */
export function sharedHealthCheck(options: HealthCheckOptions): () => Promise<boolean> {
  const { connection, timeoutMs, freshMs = 1_000, reportFailure, now = () => performance.now() } = options;
  let last: { healthy: boolean; at: number } | undefined;
  let running: Promise<boolean> | undefined;

  const probe = async () => {
    const before = performance.eventLoopUtilization();
    try {
      await connection.probe(timeoutMs);
      return true;
    } catch (error) {
      const busy = performance.eventLoopUtilization(before).utilization;
      if (!(error instanceof ProbeTimeout) || busy < BUSY) reportFailure(error);
      return false;
    }
  };

  return () => {
    if (last && now() - last.at < freshMs) return Promise.resolve(last.healthy);
    running ??= probe().then((healthy) => {
      last = { healthy, at: now() };
      running = undefined;
      return healthy;
    });
    return running;
  };
}
