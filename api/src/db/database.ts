import pg from 'pg';
import { Sequelize } from 'sequelize';
import { silentLogger, type Logger } from '../logger';
import { watchAvailability, type Availability } from './availability';
import { sharedHealthCheck } from './healthCheck';
import { defineModels, type Models } from './models';
import { migrate } from './migrator';
import { pgForSequelize } from './pgForSequelize';
import { probeConnection } from './probeConnection';

export interface Database {
  readonly sequelize: Sequelize;
  readonly models: Models;
  /** Whether the server answers, as last seen; requests answer 503 at once while it does not. */
  readonly availability: Availability;
  /**
   * Whether the server answers a trivial query within `DATABASE_TIMEOUTS.pingMs`, for health checks: one probe
   * at a time on a connection kept for it, its answer given again for a second (healthCheck.ts). A probe that
   * finds the server away is reported to `availability`.
   */
  health(): Promise<boolean>;
  close(): Promise<void>;
}

export interface OpenOptions {
  readonly poolMax?: number;
  /** Log every SQL statement (never in production: statements carry hashes and tokens). */
  readonly logSql?: (sql: string) => void;
  /** Where outages are reported (once when one starts, once when it ends). */
  readonly log?: Logger;
}

/**
 * Every wait on the server is bounded, so a server that is stopped, frozen or cut off by the network
 * costs a request seconds, not as long as the fault lasts. Our queries take milliseconds; the bounds
 * are far above that and far below a person's patience.
 */
export const DATABASE_TIMEOUTS = {
  /** Opening a connection (TCP and the start-up exchange). */
  connectMs: 2_000,
  /** Waiting for a free connection of the pool. */
  acquireMs: 3_000,
  /** The server cancels a statement running longer (it answers; the pool keeps the connection). */
  statementMs: 4_000,
  /** The client gives up on an answer that does not come (a frozen or unreachable server cannot cancel anything). */
  queryMs: 5_000,
  /** A health check or an outage probe. */
  pingMs: 1_500,
} as const;

/** What every connection of Sequelize's pool is opened with. */
const CONNECTION_SETTINGS = {
  connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
  statement_timeout: DATABASE_TIMEOUTS.statementMs,
  query_timeout: DATABASE_TIMEOUTS.queryMs,
  idle_in_transaction_session_timeout: 10_000,
  keepAlive: true,
} as const;

/** One query on a connection of its own: the pool's connections may all be waiting on a frozen server (outage probes, every 250 ms during an outage). */
async function probe(url: string, timeoutMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
  } finally {
    // Not awaited: with a query still waiting on a frozen server, end() closes the socket outright.
    client.end().catch(() => {});
  }
}

/**
 * Connects to PostgreSQL and applies pending migrations. The pool drops connections the server closed
 * (sequelize marks a pg client invalid on its 'error' event) and opens new ones on demand, so the API
 * recovers by itself when the server restarts; while it is away, queries fail fast and answer 503.
 */
export async function openDatabase(url: string, options: OpenOptions = {}): Promise<Database> {
  const sequelize = new Sequelize(url, {
    dialect: 'postgres',
    dialectModule: pgForSequelize,
    logging: options.logSql ?? false,
    pool: { max: options.poolMax ?? 10, min: 0, idle: 10_000, acquire: DATABASE_TIMEOUTS.acquireMs, evict: 1_000 },
    dialectOptions: { ...CONNECTION_SETTINGS },
    // A dropped connection must not be retried blindly: an INSERT may already have committed.
    retry: { max: 0 },
  });
  const models = defineModels(sequelize);
  try {
    await migrate(sequelize, url);
  } catch (error) {
    await sequelize.close();
    throw error;
  }
  const availability = watchAvailability({ probe: () => probe(url, DATABASE_TIMEOUTS.pingMs), log: options.log ?? silentLogger });
  const healthProbes = probeConnection(url);
  const health = sharedHealthCheck({ connection: healthProbes, timeoutMs: DATABASE_TIMEOUTS.pingMs, reportFailure: (error) => availability.reportFailure(error) });
  return {
    sequelize,
    models,
    availability,
    health,
    async close() {
      availability.close();
      healthProbes.close();
      await sequelize.close();
    },
  };
}
