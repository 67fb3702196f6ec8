import pg from 'pg';

/** A probe that got no answer within its bound (as opposed to a refused or dropped connection). */
export class ProbeTimeout extends Error {
  override readonly name = 'ProbeTimeout';
}

export interface ProbeConnection {
  /** Resolves when the server answers `SELECT 1` within `timeoutMs`; rejects otherwise (ProbeTimeout when it did not answer). One at a time. */
  probe(timeoutMs: number): Promise<void>;
  close(): void;
}

/**
 * One connection kept open for health probes: while the server answers, a probe is one round trip and opens
 * nothing (a connection per probe made the server start a process per health check). A connection that failed
 * or did not answer is dropped, and the next probe opens another.
 */
export function probeConnection(url: string): ProbeConnection {
  let current: { client: pg.Client; ready: Promise<unknown> } | undefined;

  const drop = (client: pg.Client) => {
    if (current?.client === client) current = undefined;
    // Not awaited: with a query still waiting on a frozen server, end() closes the socket outright.
    client.end().catch(() => {});
  };

  const open = () => {
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    // The server closed it (a restart, a terminated backend): the next probe opens another.
    client.on('error', () => drop(client));
    current = { client, ready: client.connect() };
    return current;
  };

  return {
    async probe(timeoutMs) {
      const { client, ready } = current ?? open();
      const answered = ready.then(() => client.query('SELECT 1'));
      // Once the bound is past, the query's own failure (the connection being dropped) is nobody's to hear.
      answered.catch(() => {});
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new ProbeTimeout(`the database did not answer within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([answered, late]);
      } catch (error) {
        drop(client);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    close() {
      if (current) drop(current.client);
    },
  };
}
