import pg from 'pg';
import type { Sequelize } from 'sequelize';
import type { Logger } from '../logger';
import { CHANGE_CHANNEL } from './migrations/0003_change_notices';

export interface ChangeHandlers {
  /** A notice arrived (`user:<id>` or `session:<row id>`). */
  notice(payload: string): void;
  /** Listening: from now on every committed change is heard. */
  up(): void;
  /** Not listening (start-up, an outage, a dropped connection): changes may go unheard until `up`. */
  down(): void;
}

export interface ChangeListener {
  readonly listening: boolean;
  close(): Promise<void>;
}

export interface ChangeListenerOptions {
  readonly firstRetryMs?: number;
  readonly maxRetryMs?: number;
}

/** The connection settings of the Sequelize pool (its public `config`), for a client of our own beside it. */
export function clientConfigOf(sequelize: Sequelize): pg.ClientConfig {
  const { host, port, username, password, database, dialectOptions } = sequelize.config as typeof sequelize.config & { dialectOptions?: object };
  return {
    ...(dialectOptions ?? {}),
    host,
    port: port === undefined ? undefined : Number(port),
    user: username,
    ...(password ? { password } : {}),
    database,
    // A silently dead connection (no FIN ever arrives) is found by TCP keep-alive; the cache TTL bounds the rest.
    keepAlive: true,
  };
}

/**
 * One dedicated connection per process (not from the pool: a pooled connection is handed to other
 * queries and LISTEN belongs to a session) that LISTENs on the change channel. It reconnects by itself
 * with a doubling delay (100 ms up to 5 s); `down` is called when it is lost, `up` once listening again.
 */
export function listenForChanges(config: pg.ClientConfig, handlers: ChangeHandlers, log: Logger, options: ChangeListenerOptions = {}): ChangeListener {
  const firstRetryMs = options.firstRetryMs ?? 100;
  const maxRetryMs = options.maxRetryMs ?? 5_000;
  let retryMs = firstRetryMs;
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let everUp = false;

  const connect = async () => {
    retry = undefined;
    if (closed) return;
    const current = new pg.Client(config);
    client = current;
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      if (listening) log.info('[cache] change listener lost its connection: sessions are read from the database until it reconnects');
      listening = false;
      handlers.down();
      current.end().catch(() => {});
      if (client === current) client = undefined;
      if (!closed) {
        retry = setTimeout(() => void connect(), retryMs);
        retry.unref();
        retryMs = Math.min(retryMs * 2, maxRetryMs);
      }
    };
    current.on('error', lose);
    current.on('end', lose);
    current.on('notification', (message) => handlers.notice(message.payload ?? ''));
    try {
      await current.connect();
      await current.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch {
      lose();
      return;
    }
    if (lost) return;
    if (closed) {
      await current.end().catch(() => {});
      return;
    }
    retryMs = firstRetryMs;
    listening = true;
    if (everUp) log.info('[cache] change listener reconnected: sessions are cached again');
    everUp = true;
    handlers.up();
  };

  handlers.down();
  void connect();
  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      listening = false;
      handlers.down();
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
