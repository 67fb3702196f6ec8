import pg from 'pg';

/**
 * A pg client that has an 'error' listener from the moment it is made. Sequelize adds its own (which drops the
 * connection from its pool) only once the connection is ready, and a server that ends a connection just then (an
 * administrator's pg_terminate_backend, a shutdown, a failover) can deliver its FATAL in the same read as the
 * ReadyForQuery: with no listener yet, Node would throw the error and end the API. The failure is not lost: the
 * connection cannot be queried, so Sequelize's first query on it fails as unavailable (a 503 for that request) and the
 * pool opens another.
 */
class Client extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => {});
  }
}

/** pg as Sequelize's `dialectModule`, with that client. */
export const pgForSequelize = { ...pg, Client };
