import DataLoader from 'dataloader';

export interface BoundedBatchesOptions {
  /** Batches running at once; what comes meanwhile waits and goes out together in the next one. */
  readonly inFlight?: number;
  /** Keys in one batch at most. */
  readonly maxBatch?: number;
}

/**
 * A DataLoader (no cache: every load is fresh) whose batches go out after the turn of the event loop
 * they were started in, while fewer than `inFlight` are running, else as soon as one of those ends. Alone,
 * a load waits for nothing; under load, what comes while batches run is carried by the next one, so one
 * statement serves many requests (PostgreSQL's cost, and Node's writes to its socket, are per statement).
 */
export function boundedBatches<K, V>(load: (keys: readonly K[]) => Promise<readonly (V | Error)[]>, { inFlight = 2, maxBatch = 64 }: BoundedBatchesOptions = {}): DataLoader<K, V> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return new DataLoader<K, V>(
    async (keys) => {
      try {
        return await load(keys);
      } finally {
        // The slot passes to the batch that waited longest, or is freed.
        const next = waiting.shift();
        if (next) setImmediate(next);
        else running -= 1;
      }
    },
    {
      cache: false,
      maxBatchSize: maxBatch,
      batchScheduleFn: (dispatch) => {
        if (running < inFlight) {
          running += 1;
          setImmediate(dispatch);
        } else waiting.push(dispatch);
      },
    },
  );
}
