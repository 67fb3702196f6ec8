import type { Logger } from '../logger';
import { startEmbeddedPostgres, type EmbeddedServer } from './embeddedPostgres';

export interface SupervisedPostgres {
  /** The same for every server it runs: same data folder, same remembered port. */
  readonly url: string;
  readonly port: number;
  /** Stops the server and its supervision (an attempt to restart it under way is waited for, then stopped). */
  stop(): Promise<void>;
}

export interface SupervisionOptions {
  readonly log: Logger;
  /** Waits before each attempt to start it again, the last repeated for as long as attempts fail. */
  readonly backoffMs?: readonly number[];
  /** Starts the server; by default the embedded PostgreSQL of `dir`, its notices logged on the first start only. */
  readonly start?: (first: boolean) => Promise<EmbeddedServer>;
}

/**
 * Backoff after the server died: the first attempt soon (a crash leaves a moment of recovery to do), then longer
 * waits while it fails (the killed server's own processes may still hold its memory, or the port may be taken).
 */
const BACKOFF_MS = [250, 500, 1_000, 2_000, 4_000, 8_000];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The embedded PostgreSQL of `npm start`, supervised: when it exits without being asked to (a crash, the OOM
 * killer, a kill), it is started again with backoff, from the same data folder on the same port, so the API's
 * pools reconnect to the address they know and the API serves again by itself. One `[db]` line says so.
 */
export async function superviseEmbeddedPostgres(dir: string, options: SupervisionOptions): Promise<SupervisedPostgres> {
  const { log, backoffMs = BACKOFF_MS } = options;
  const start =
    options.start ?? ((first: boolean) => startEmbeddedPostgres(dir, first ? { onNotice: (line) => log.info(`[db] ${line}`) } : {}));
  let current = await start(true);
  let stopping = false;
  let restarting: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const restart = async (how: string) => {
    for (let attempt = 0; ; attempt += 1) {
      await pause(backoffMs[Math.min(attempt, backoffMs.length - 1)]!);
      if (stopping) return;
      try {
        current = await start(false);
      } catch (error) {
        const next = backoffMs[Math.min(attempt + 1, backoffMs.length - 1)]!;
        log.error(`[db] the embedded PostgreSQL stopped (${how}) and did not start again: ${messageOf(error)}; trying again in ${next / 1000} s`);
        continue;
      }
      log.info(`[db] the embedded PostgreSQL stopped (${how}); restarted it on port ${current.port}`);
      watch(current);
      return;
    }
  };

  function watch(server: EmbeddedServer) {
    void server.exited.then((how) => {
      if (!stopping) restarting = restart(how).finally(() => (restarting = undefined));
    });
  }
  watch(current);

  return {
    url: current.url,
    port: current.port,
    async stop() {
      stopping = true;
      wake?.();
      await restarting;
      await current.stop();
    },
  };
}
