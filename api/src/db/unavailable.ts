import { BaseError, ConnectionError, DatabaseError } from 'sequelize';

/**
 * SQLSTATE classes and codes that mean "the server went away, is not accepting us, or took too long",
 * not "your query is wrong" (57014: cancelled by statement_timeout).
 */
const unavailableCodes = new Set(['57P01', '57P02', '57P03', '57014', '53300', '55000', '3D000']);

function pgCode(error: unknown): string | undefined {
  const original = (error as { original?: { code?: unknown }; parent?: { code?: unknown } }).original ?? (error as { parent?: { code?: unknown } }).parent;
  const code = original?.code ?? (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * True when the database is unreachable, restarting, too slow (a statement or client timeout), or dropped
 * our connection mid-query. These answer
 * 503 with Retry-After: the request may be repeated once the pool has reconnected.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof ConnectionError) return true;
  if (!(error instanceof BaseError) && !(error instanceof Error)) return false;
  const code = pgCode(error);
  if (code && (code.startsWith('08') || unavailableCodes.has(code))) return true;
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EPIPE' || code === 'ETIMEDOUT') return true;
  const message = error instanceof DatabaseError ? String(error.original?.message ?? error.message) : error.message;
  return /Connection terminated|connection is closed|Client has encountered a connection error|terminating connection|Query read timeout|timeout expired/i.test(message);
}
