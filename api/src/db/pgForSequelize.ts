import pg from 'pg';

/**
 * A pg client that has an 'error' listener from the moment it is made. Sequelize adds its own (which drops the
 * connection from its pool) only once the connection is ready, and a server that ends a connection just then (an
 * administrator's pg_terminate_backend, a shutdown, a failover) can deliver its FATAL in the same read as the
 * ReadyForQuery: with no listener yet, Node would throw the error and end the API. The failure is not lost: the
 * connection cannot be queried, so Sequelize's set-up query on it fails, the pool passes that failure to a request
 * still waiting for a connection (a 503, as unavailable), if one is, and opens another.
 */
class Client extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => {});
  }
}

/** pg as Sequelize's `dialectModule`, with that client. */
export const pgForSequelize = { ...pg, Client };
