/** Where the API writes its lines. Nothing logged may contain a password, a token or a cookie. */
export interface Logger {
  info(line: string): void;
  error(line: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (line) => console.log(line),
  error: (line, error) => console.error(line, error instanceof Error ? (error.stack ?? error.message) : (error ?? '')),
};

export const silentLogger: Logger = { info: () => {}, error: () => {} };
