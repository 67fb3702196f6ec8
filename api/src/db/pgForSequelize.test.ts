import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkerDatabase, withAdmin } from '../../test/testDatabase';
import { openDatabase, type Database } from './database';
import { isDatabaseUnavailable } from './unavailable';

/**
 * A TCP relay to the run's PostgreSQL that, once armed, ends the next connection the moment it becomes ready: it
 * holds the server's ReadyForQuery, has the server terminate that backend (pg_terminate_backend, as an administrator
 * or a failover does), and hands the client both messages in one write, so they arrive in one read. A loaded machine
 * meets this by chance (the client reads late); here it happens every time.
 */
async function endingRelay(target: URL) {
  let armed = false;
  let ended = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    client.pipe(upstream);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    upstream.on('end', () => client.end());

    let pending = Buffer.alloc(0);
    let held: Buffer | undefined;
    let backend = 0;
    const ending = armed;
    armed = false;
    upstream.on('data', (chunk: Buffer) => {
      if (held) {
        // The server's FATAL for the terminated backend: delivered with the ReadyForQuery held for it.
        client.write(Buffer.concat([held, chunk]));
        held = undefined;
        return;
      }
      if (!ending || backend < 0) return void client.write(chunk);
      pending = Buffer.concat([pending, chunk]);
      // Server messages: a type byte, then a 4-byte length that counts itself and the body.
      let at = 0;
      while (pending.length >= at + 5 && pending.length >= at + 1 + pending.readInt32BE(at + 1)) {
        const type = String.fromCharCode(pending[at]!);
        if (type === 'K') backend = pending.readInt32BE(at + 5);
        at += 1 + pending.readInt32BE(at + 1);
        if (type === 'Z') {
          held = pending.subarray(0, at);
          const pid = backend;
          backend = -1;
          ended += 1;
          void withAdmin((admin) => admin.query('SELECT pg_terminate_backend($1)', [pid]));
          return;
        }
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = new URL(target);
  url.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    url: url.toString(),
    /** The next connection opened is ended as it becomes ready. */
    arm: () => (armed = true),
    get ended() {
      return ended;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("the API's database pool", () => {
  let relay: Awaited<ReturnType<typeof endingRelay>>;
  let db: Database;
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    const { url } = await openWorkerDatabase();
    relay = await endingRelay(new URL(url));
    db = await openDatabase(relay.url);
    process.on('uncaughtException', record);
  });
  afterAll(async () => {
    process.off('uncaughtException', record);
    await db?.close();
    await relay?.close();
  });

  it('keeps the process when the server ends a connection just as it becomes ready: at most one query fails, as unavailable, and the next ones run', async () => {
    relay.arm();
    // More queries at once than the pool has connections open: it opens new ones, the first of which is ended. Its
    // set-up query fails, and the pool hands that failure to a query still waiting for a connection; on a loaded
    // machine the others may all have been served by then, and none fails.
    const answers = await Promise.allSettled(Array.from({ length: 12 }, () => db.sequelize.query('SELECT pg_sleep(0.05)')));
    expect(relay.ended).toBe(1);
    expect(uncaught).toEqual([]);
    const failed = answers.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason] : []));
    expect(failed.length).toBeLessThanOrEqual(1);
    for (const reason of failed) expect(isDatabaseUnavailable(reason)).toBe(true);
    expect(await db.sequelize.query('SELECT 1 AS one', { plain: true })).toEqual({ one: 1 });
  });
});
