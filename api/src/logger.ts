/** Where the API writes its lines. Nothing logged may contain a password, a token or a cookie. */
export interface Logger {
  info(line: string): void;
  error(line: string, error?: unknown): void;
}

/**
 * An error as the log shows it: its name and its own message first, then where it was thrown, then what caused
 * it. The message is taken from the error, not from its stack: Sequelize's errors carry the stack of where the
 * query was made, whose first line is a bare "Error".
 */
function describeError(error: unknown, depth = 0): string {
  if (!(error instanceof Error)) return String(error);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const text = [error.message ? `${error.name}: ${error.message}` : error.name, ...frames].join('\n');
  return error.cause !== undefined && depth < 3 ? `${text}\ncaused by ${describeError(error.cause, depth + 1)}` : text;
}

interface Output {
  write(text: string): unknown;
}

/**
 * Info lines are gathered and written once per turn of the event loop, in one write instead of one per
 * line (a write to a pipe or file is a blocking system call, and the request log writes a line per
 * request). Nothing is lost on exit: what is pending is written in the 'exit' handler, synchronously
 * for files and pipes. An error line writes what is pending first, so the order holds.
 */
export function bufferedLogger(out: Output = process.stdout, err: Output = process.stderr): Logger & { flush(): void } {
  let pending = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (!pending) return;
    const text = pending;
    pending = '';
    out.write(text);
  };
  process.on('exit', flush);
  return {
    flush,
    info(line) {
      pending += `${line}\n`;
      if (pending.length > 64 * 1024) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    error(line, error) {
      flush();
      err.write(error === undefined ? `${line}\n` : `${line} ${describeError(error)}\n`);
    },
  };
}

/** The production logger: stdout and stderr, buffered as above. */
export const consoleLogger: Logger = bufferedLogger();

export const silentLogger: Logger = { info: () => {}, error: () => {} };
