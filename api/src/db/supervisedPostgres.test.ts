import { describe, expect, it } from 'vitest';
import type { Logger } from '../logger';
import type { EmbeddedServer } from './embeddedPostgres';
import { EmbeddedPostgresError } from './embeddedPostgresError';
import { superviseEmbeddedPostgres } from './supervisedPostgres';
import { eventually } from '@stillpoint/test-support/eventually';

/** A stand-in for a running server: `die(how)` ends it as a crash would, stop() as asked. */
function fakeServer(pid: number) {
  let end!: (how: string) => void;
  const exited = new Promise<string>((resolve) => (end = resolve));
  let stopped = false;
  const server: EmbeddedServer & { die(how: string): void; readonly stopped: boolean } = {
    url: 'postgres://postgres@127.0.0.1:5999/stillpoint',
    port: 5999,
    pid,
    exited,
    die: (how) => end(how),
    async stop() {
      stopped = true;
      end('exit code 0');
    },
    get stopped() {
      return stopped;
    },
  };
  return server;
}

function recordingLog() {
  const lines: string[] = [];
  const log: Logger = { info: (line) => lines.push(line), error: (line) => lines.push(`error: ${line}`) };
  return { lines, log };
}

describe('the supervised embedded PostgreSQL', () => {
  it('starts it again after it died, with backoff while starting fails, one line per attempt', async () => {
    const { lines, log } = recordingLog();
    const first = fakeServer(1);
    const restarted: ReturnType<typeof fakeServer>[] = [];
    let failuresLeft = 2;
    const start = async (isFirst: boolean) => {
      if (isFirst) return first;
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new EmbeddedPostgresError('PostgreSQL stopped at start (FATAL: pre-existing shared memory block is still in use)');
      }
      const server = fakeServer(2);
      restarted.push(server);
      return server;
    };
    const supervised = await superviseEmbeddedPostgres('/unused', { log, backoffMs: [5, 10], start });

    first.die('killed by SIGKILL');
    await eventually(() => lines.some((line) => line.includes('restarted')), { withinMs: 2_000 });
    expect(lines).toEqual([
      'error: [db] the embedded PostgreSQL stopped (killed by SIGKILL) and did not start again: PostgreSQL stopped at start (FATAL: pre-existing shared memory block is still in use); trying again in 0.01 s',
      'error: [db] the embedded PostgreSQL stopped (killed by SIGKILL) and did not start again: PostgreSQL stopped at start (FATAL: pre-existing shared memory block is still in use); trying again in 0.01 s',
      '[db] the embedded PostgreSQL stopped (killed by SIGKILL); restarted it on port 5999',
    ]);

    // The server it started is watched in turn, and stop() stops that one.
    expect(restarted).toHaveLength(1);
    await supervised.stop();
    expect(restarted[0]!.stopped).toBe(true);
  });

  it('is not started again once stopped, even while waiting to retry', async () => {
    const { lines, log } = recordingLog();
    const first = fakeServer(1);
    let starts = 0;
    const supervised = await superviseEmbeddedPostgres('/unused', {
      log,
      backoffMs: [60_000],
      start: async () => {
        starts += 1;
        return first;
      },
    });
    first.die('exit code 1');
    await supervised.stop();
    expect(starts).toBe(1);
    expect(lines).toEqual([]);
  });
});
