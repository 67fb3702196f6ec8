import pino, { type DestinationStream } from 'pino';

/** Where the API writes its lines. Nothing logged may contain a password, a token or a cookie. */
export interface Logger {
  info(line: string): void;
  error(line: string, error?: unknown): void;
}

/**
 * An error as the log keeps it: pino's serializer (its type, its own message and stack, each with what caused it),
 * and nothing else of it. Other fields an error carries can hold what must never be logged: Sequelize's carry the
 * statement and its bound values (a token's hash, an address).
 */
function loggedError(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const { type, message, stack } = pino.stdSerializers.err(error);
  return { type, message, stack };
}

/**
 * The API's logger: pino, one JSON object a line (`level`, `time`, `msg`, and an error under `err`), to stdout
 * unless `destination` is given (tests). Made by whoever starts the server, never on import. pino's stdout
 * writes in chunks off the request's path, and writes what is pending when the process exits (pino arranges
 * that for the destination it makes).
 */
export function createLogger(destination: DestinationStream = pino.destination({ sync: false })): Logger {
  const logger = pino({ base: null, serializers: { err: loggedError } }, destination);
  return {
    info: (line) => logger.info(line),
    error: (line, error) => (error === undefined ? logger.error(line) : logger.error({ err: error }, line)),
  };
}

export const silentLogger: Logger = { info: () => {}, error: () => {} };
