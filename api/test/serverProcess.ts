import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { eventually } from '@stillpoint/test-support/eventually';
import { freePort } from '../src/db/embeddedPostgres';

const repoRoot = resolve(import.meta.dirname, '..', '..');

/** A line the server logged: pino's JSON (its message, and an error under `err`), or a plain line (a refusal to start) as its `msg`. */
export interface LogLine {
  readonly msg: string;
  readonly err?: { readonly type?: string; readonly message: string; readonly stack?: string };
}

export function logLines(output: string): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        const parsed = JSON.parse(line) as LogLine;
        if (typeof parsed.msg === 'string') return parsed;
      } catch {
        // Not pino's: kept as written.
      }
      return { msg: line };
    });
}

export interface ServerProcess {
  readonly port: number;
  readonly url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** What it logged so far, line by line. */
  log(): LogLine[];
  /** The messages it logged so far. */
  messages(): string[];
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/** What a shell always has; nothing of the test run's own configuration (DATABASE_URL, SMTP_URL, ...). */
function passedThrough(): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG']) if (process.env[name]) kept[name] = process.env[name];
  return kept;
}

/** How long to wait for the "listening" line, another checkout to run the server of, and what goes before node. */
interface StartOptions {
  readonly timeoutMs?: number;
  readonly cwd?: string;
  readonly command?: readonly string[];
}

/** How often a start is tried when the port picked for it was taken before the server listened (EADDRINUSE). */
const PORT_TRIES = 3;

/**
 * Starts `api/src/server.ts` as `npm start` does, with exactly `env` (plus PATH, HOME, TMPDIR, LANG), and waits for
 * its "listening" line. Variables not given are unset: a test says which defaults it wants. `cwd` runs another
 * checkout's server; `command` goes before node (e.g. setpriv, to run it as another user).
 *
 * The port is a free one when picked, and the server listens on it a second or two later (its origin names the port,
 * so it cannot listen on port 0 and say which it got): any process's outgoing connection may take it in between. A
 * server that refuses to start for that (EADDRINUSE) is started again on another port.
 */
export async function startServerProcess(env: Record<string, string>, options: StartOptions = {}): Promise<ServerProcess> {
  for (let tries = 1; ; tries += 1) {
    const started = await startOnFreePort(env, options);
    if (started.ok) return started.server;
    if (!started.portTaken || tries === PORT_TRIES) throw new Error(`server.ts did not start:\n${started.output}`);
  }
}

async function startOnFreePort(env: Record<string, string>, options: StartOptions): Promise<{ ok: true; server: ServerProcess } | { ok: false; portTaken: boolean; output: string }> {
  const port = await freePort();
  const [program = process.execPath, ...before] = [...(options.command ?? []), process.execPath];
  const child = spawn(program, [...before, '--conditions=source', '--import', 'tsx', 'api/src/server.ts'], {
    cwd: options.cwd ?? repoRoot,
    env: { ...passedThrough(), NODE_ENV: 'production', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolveExit) => child.on('exit', (code) => resolveExit(code)));
  const listening = () => output.includes('[api] listening');
  // Up or exited, whichever comes first; a timeout is reported with what the server printed.
  await eventually(() => listening() || child.exitCode !== null, { withinMs: options.timeoutMs ?? 60_000, everyMs: 100 }).catch(() => undefined);
  if (!listening()) {
    child.kill('SIGTERM');
    await exited;
    return { ok: false, portTaken: output.includes(`:${port} (EADDRINUSE)`), output };
  }
  const server: ServerProcess = {
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    log: () => logLines(output),
    messages: () => logLines(output).map((line) => line.msg),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  return { ok: true, server };
}
