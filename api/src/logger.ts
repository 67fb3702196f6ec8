/** Where the API writes its lines. Nothing logged may contain a password, a token or a cookie. */
export interface Logger {
  info(line: string): void;
  error(line: string, error?: unknown): void;
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
      err.write(error === undefined ? `${line}\n` : `${line} ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    },
  };
}

/** The production logger: stdout and stderr, buffered as above. */
export const consoleLogger: Logger = bufferedLogger();

export const silentLogger: Logger = { info: () => {}, error: () => {} };
