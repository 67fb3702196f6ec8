import { BaseError, ConnectionError, DatabaseError } from 'sequelize';

/** An error whose message is meant for the client, with the status it answers. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = () => new HttpError(401, 'Unauthorized');
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

export const SERVICE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

/** SQLSTATE classes and codes that mean "the server went away or is not accepting us", not "your query is wrong". */
const unavailableCodes = new Set(['57P01', '57P02', '57P03', '53300', '55000', '3D000']);

function pgCode(error: unknown): string | undefined {
  const original = (error as { original?: { code?: unknown }; parent?: { code?: unknown } }).original ?? (error as { parent?: { code?: unknown } }).parent;
  const code = original?.code ?? (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * True when the database is unreachable, restarting, or dropped our connection mid-query. These answer
 * 503 with Retry-After: the request may be repeated once the pool has reconnected.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof ConnectionError) return true;
  if (!(error instanceof BaseError) && !(error instanceof Error)) return false;
  const code = pgCode(error);
  if (code && (code.startsWith('08') || unavailableCodes.has(code))) return true;
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EPIPE' || code === 'ETIMEDOUT') return true;
  const message = error instanceof DatabaseError ? String(error.original?.message ?? error.message) : error.message;
  return /Connection terminated|connection is closed|Client has encountered a connection error|terminating connection/i.test(message);
}
