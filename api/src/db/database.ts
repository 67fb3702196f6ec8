import pg from 'pg';
import { Sequelize } from 'sequelize';
import { defineModels, type Models } from './models';
import { migrate } from './migrator';

export interface Database {
  readonly sequelize: Sequelize;
  readonly models: Models;
  /** Answers whether the server is reachable right now (health checks). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface OpenOptions {
  readonly poolMax?: number;
  /** Log every SQL statement (never in production: statements carry hashes and tokens). */
  readonly logSql?: (sql: string) => void;
}

/**
 * Connects to PostgreSQL and applies pending migrations. The pool drops connections the server closed
 * (sequelize marks a pg client invalid on its 'error' event) and opens new ones on demand, so the API
 * recovers by itself when the server restarts; while it is away, queries fail fast and answer 503.
 */
export async function openDatabase(url: string, options: OpenOptions = {}): Promise<Database> {
  const sequelize = new Sequelize(url, {
    dialect: 'postgres',
    dialectModule: pg,
    logging: options.logSql ?? false,
    pool: { max: options.poolMax ?? 10, min: 0, idle: 10_000, acquire: 10_000, evict: 1_000 },
    dialectOptions: { connectionTimeoutMillis: 5_000 },
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
  return {
    sequelize,
    models,
    async ping() {
      try {
        await sequelize.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => sequelize.close(),
  };
}
