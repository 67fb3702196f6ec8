import type { Logger } from '../logger';

/** Work a request starts but does not wait for (an e-mail), finished before the process stops. */
export interface BackgroundTasks {
  /**
   * Runs `task` after the current request has been answered. A failure is retried after each of the
   * configured delays, then logged in one line naming `what`; it never reaches the request.
   */
  run(what: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has finished or given up. */
  idle(): Promise<void>;
  /** No more retries are scheduled; resolves once the attempts under way have finished (shutdown). */
  close(): Promise<void>;
}

export interface BackgroundOptions {
  readonly log: Logger;
  /** Waits before the second, third, ... attempt. */
  readonly retryDelaysMs?: readonly number[];
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createBackgroundTasks({ log, retryDelaysMs = [5_000, 30_000] }: BackgroundOptions): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  const waits = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  let closed = false;

  /** Resolves after `ms`, or at once (false) when the tasks are closed meanwhile. */
  const pause = (ms: number) =>
    new Promise<boolean>((resolve) => {
      const wait = {
        timer: setTimeout(() => {
          waits.delete(wait);
          resolve(!closed);
        }, ms),
        resolve: () => resolve(false),
      };
      waits.add(wait);
    });

  const attempt = async (what: string, task: () => Promise<void>) => {
    for (let tries = 0; ; tries += 1) {
      try {
        await task();
        return;
      } catch (error) {
        const delay = retryDelaysMs[tries];
        if (delay === undefined || closed || !(await pause(delay))) {
          log.error(`[background] ${what} failed after ${tries + 1} attempt(s): ${describe(error)}`);
          return;
        }
      }
    }
  };

  return {
    run(what, task) {
      // setImmediate: the request's answer goes out first.
      const done = new Promise<void>((resolve) => setImmediate(resolve)).then(() => attempt(what, task));
      pending.add(done);
      void done.finally(() => pending.delete(done));
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      closed = true;
      for (const wait of waits) {
        clearTimeout(wait.timer);
        wait.resolve();
      }
      waits.clear();
      await this.idle();
    },
  };
}
