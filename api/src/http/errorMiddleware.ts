import { STATUS_CODES } from 'node:http';
import type { Context, Middleware } from 'koa';
import type { Availability } from '../db/availability';
import { isDatabaseUnavailable } from '../db/unavailable';
import { isRequestTimeout } from './appErrors';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  PaymentRequiredError,
  RateLimitedError,
  SERVICE_UNAVAILABLE,
  UnauthenticatedError,
  UnavailableError,
} from '../errors';
import type { Logger } from '../logger';
import { isApiPath } from './apiPaths';
import { HttpError } from './errors';

interface ExposedError {
  status?: unknown;
  expose?: unknown;
  type?: unknown;
  message?: unknown;
}

interface Answer {
  status: number;
  message: string;
  headers: Readonly<Record<string, string>>;
}

export const BODY_TOO_LARGE = 'The request body is too large (the limit is 100 kB).';
export const MALFORMED_JSON = 'The request body is not valid JSON.';
export const INTERNAL_ERROR = 'Something went wrong on our side. Please try again.';
export const REQUEST_TIMEOUT = 'The request did not arrive in time.';

const retryAfter = (seconds: number) => ({ 'Retry-After': String(seconds) });

/** The status each kind of domain error answers with. */
function domainAnswer(error: DomainError): Answer {
  const answer = (status: number, headers: Record<string, string> = {}) => ({ status, message: error.message, headers });
  if (error instanceof InvalidInputError) return answer(400);
  if (error instanceof UnauthenticatedError) return answer(401);
  if (error instanceof PaymentRequiredError) return answer(402);
  if (error instanceof ForbiddenError) return answer(403);
  if (error instanceof NotFoundError) return answer(404);
  if (error instanceof ConflictError) return answer(409);
  if (error instanceof RateLimitedError) return answer(429, retryAfter(error.retryAfterSeconds));
  if (error instanceof UnavailableError) return answer(503, retryAfter(error.retryAfterSeconds));
  return answer(500);
}

function toAnswer(error: unknown, ctx: Context): Answer {
  if (error instanceof DomainError) return domainAnswer(error);
  // Node has answered 408 and closed the connection; the body parser only saw the body cut off. The log says 408.
  if (isRequestTimeout(error, ctx)) return { status: 408, message: REQUEST_TIMEOUT, headers: {} };
  if (error instanceof HttpError) return { status: error.status, message: error.message, headers: {} };
  if (isDatabaseUnavailable(error)) return { status: 503, message: SERVICE_UNAVAILABLE, headers: retryAfter(2) };
  const exposed = error as ExposedError;
  // Errors from the body parser (co-body / raw-body) carry an HTTP status and are safe to describe.
  if (typeof exposed?.status === 'number' && exposed.status >= 400 && exposed.status < 500) {
    if (exposed.status === 413) return { status: 413, message: BODY_TOO_LARGE, headers: {} };
    // co-body's JSON.parse failures are 400s whose message quotes the parser; say it plainly instead.
    if (exposed.status === 400) return { status: 400, message: MALFORMED_JSON, headers: {} };
    return { status: exposed.status, message: STATUS_CODES[exposed.status] ?? 'Bad request', headers: {} };
  }
  return { status: 500, message: INTERNAL_ERROR, headers: {} };
}

/**
 * The one place errors become answers: every non-OK answer under /api is `{ "error": "..." }`, a
 * database outage is a 503 the client may retry, and nothing about the code (stack, SQL) leaks out.
 * Unexpected errors are logged with their stack; an outage is reported to `availability`, which logs
 * it once when it starts and once when it ends.
 */
export function errorMiddleware(log: Logger, availability: Pick<Availability, 'reportFailure'>): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status >= 400 && ctx.body == null && isApiPath(ctx.path)) {
        const status = ctx.status;
        ctx.body = { error: status === 404 ? 'Not found' : (STATUS_CODES[status] ?? 'Error') };
        ctx.status = status;
      }
    } catch (error) {
      const answer = toAnswer(error, ctx);
      if (isDatabaseUnavailable(error)) availability.reportFailure(error);
      else if (answer.status >= 500 && !(error instanceof UnavailableError)) log.error(`[api] ${ctx.method} ${ctx.path} failed (${answer.status})`, error);
      ctx.status = answer.status;
      ctx.set(answer.headers);
      ctx.body = { error: answer.message };
    }
  };
}
