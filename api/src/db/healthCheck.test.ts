import { describe, expect, it } from 'vitest';
import { sharedHealthCheck } from './healthCheck';
import { ProbeTimeout } from './probeConnection';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A probe connection whose every probe runs `answer`; counts them. */
function fakeConnection(answer: () => Promise<void>) {
  const connection = {
    probes: 0,
    probe: () => {
      connection.probes += 1;
      return answer();
    },
  };
  return connection;
}

function checkWith(answer: () => Promise<void>, freshMs = 1_000) {
  const reported: unknown[] = [];
  let clock = 0;
  const connection = fakeConnection(answer);
  const check = sharedHealthCheck({ connection, timeoutMs: 100, freshMs, reportFailure: (error) => reported.push(error), now: () => clock });
  return { check, connection, reported, advance: (ms: number) => (clock += ms) };
}

describe('the shared health check', () => {
  it('runs one probe for checks that come together, and answers again from it for freshMs', async () => {
    const { check, connection, advance } = checkWith(() => pause(20));
    expect(await Promise.all(Array.from({ length: 50 }, check))).toEqual(Array(50).fill(true));
    expect(connection.probes).toBe(1);
    advance(999);
    expect(await check()).toBe(true);
    expect(connection.probes).toBe(1);
    advance(1);
    expect(await check()).toBe(true);
    expect(connection.probes).toBe(2);
  });

  it('reports a refused connection once per probe, however many checks it answers', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const { check, reported } = checkWith(() => Promise.reject(refused));
    expect(await Promise.all([check(), check(), check()])).toEqual([false, false, false]);
    expect(await check()).toBe(false);
    expect(reported).toEqual([refused]);
  });

  it('reports a server that did not answer while this process was idle (a frozen server)', async () => {
    const { check, reported } = checkWith(async () => {
      await pause(100);
      throw new ProbeTimeout('no answer');
    });
    expect(await check()).toBe(false);
    expect(reported).toHaveLength(1);
  });

  it('does not report a timeout while this process was busy answering others (its own flood): the answer may be unread', async () => {
    const { check, reported } = checkWith(async () => {
      const until = performance.now() + 100;
      while (performance.now() < until) {
        // Busy, as under a flood of requests: the event loop never waits.
      }
      await pause(0);
      throw new ProbeTimeout('no answer');
    });
    expect(await check()).toBe(false);
    expect(reported).toEqual([]);
  });
});
