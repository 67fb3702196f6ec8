import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { EmbeddedPostgresError } from './embeddedPostgresError';
import type { Placement } from './placePostgres';

export interface PostgresProcess {
  readonly pid: number;
  /** Resolves when the server has exited, whatever stopped it, with how it ended ("exit code 1", "killed by SIGKILL"). */
  readonly exited: Promise<string>;
  /** The server's own lines so far (stderr and stdout), for an error message. */
  output(): string;
  /** Fast shutdown (SIGINT: clients disconnected, data flushed), then its exit. */
  stop(): Promise<void>;
}

/** The line of PostgreSQL's output that says most about a failure: its first FATAL/ERROR line, else its last line. */
export function tellingLine(output: string): string {
  const lines = output.split('\n').map((line) => line.trim()).filter(Boolean);
  return lines.find((line) => /\b(FATAL|ERROR|PANIC)\b|error:/.test(line)) ?? lines.at(-1) ?? 'no output';
}

function launch(binary: string, args: string[], placement: Placement, onLog?: (line: string) => void) {
  const child = spawn(join(placement.nativeDir, 'bin', binary), args, {
    ...(placement.runAs ? { uid: placement.runAs.uid, gid: placement.runAs.gid } : {}),
    // Its own process group: a Ctrl-C in the terminal reaches only us, and we stop it after the API drains.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    for (const line of text.split('\n')) if (line.trim()) onLog?.(line);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('error', (error) => {
      output += `error: ${error.message}\n`;
      resolve({ code: null, signal: null });
    });
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  return { child, exited, output: () => output };
}

/**
 * Creates the cluster in `placement.dataDir`: superuser `user` with `password` (password authentication, also
 * on loopback), UTF8 in the C locale, which exists everywhere. The password goes through a file next to the data
 * folder, where the server's user can read it, and is removed at once.
 */
export async function initCluster(placement: Placement, user: string, password: string, onLog?: (line: string) => void): Promise<void> {
  const pwfile = join(dirname(placement.dataDir), `.pwfile-${randomBytes(6).toString('hex')}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  try {
    if (placement.runAs) chownSync(pwfile, placement.runAs.uid, placement.runAs.gid);
    const args = [`--pgdata=${placement.dataDir}`, '--auth=password', `--username=${user}`, `--pwfile=${pwfile}`, '--encoding=UTF8', '--locale=C', '--no-instructions'];
    const { exited, output } = launch('initdb', args, placement, onLog);
    const { code } = await exited;
    if (code !== 0) {
      throw new EmbeddedPostgresError(`initdb could not create the database in ${placement.dataDir} (${tellingLine(output())}): fix that, or remove the folder to start over, or set DATABASE_URL`);
    }
  } finally {
    rmSync(pwfile, { force: true });
  }
}

/**
 * Starts the server on `port`, on 127.0.0.1 only and without a unix socket (no folder it must write to besides
 * its data). It does not wait for the server to accept connections. If our process exits without stopping it
 * (an uncaught error, process.exit), it is told to shut down, so no server outlives us.
 */
export function runPostgres(placement: Placement, port: number, onLog?: (line: string) => void): PostgresProcess {
  const args = ['-D', placement.dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
  const { child, exited, output } = launch('postgres', args, placement, onLog);
  const orphanGuard = () => signal(child, 'SIGINT');
  process.on('exit', orphanGuard);
  const gone = exited.then(({ code, signal }) => {
    process.removeListener('exit', orphanGuard);
    return signal ? `killed by ${signal}` : code === null ? 'could not run' : `exit code ${code}`;
  });
  // Without a pid the binary could not be run at all (missing, not executable); 'error' says why, later.
  if (child.pid === undefined) throw new EmbeddedPostgresError(`could not run ${join(placement.nativeDir, 'bin', 'postgres')}: run \`npm ci\` again, or set DATABASE_URL`);
  return {
    pid: child.pid,
    exited: gone,
    output,
    async stop() {
      signal(child, 'SIGINT');
      await gone;
    },
  };
}

/** Sends `name`, then SIGCONT: a server a test has frozen (SIGSTOP) must still hear it. */
function signal(child: ChildProcess, name: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(name);
  child.kill('SIGCONT');
}
