import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { HttpError } from './errors';
import { BODY_TOO_LARGE } from './errorMiddleware';

export const BODY_LIMIT_BYTES = 100 * 1024;

export const JSON_ONLY = 'Send the request body as JSON (Content-Type: application/json).';
export const FORM_ONLY = 'Send the request body as a form (Content-Type: application/x-www-form-urlencoded).';
export const UNDECODABLE_BODY = 'The request body could not be decoded: it does not match its Content-Encoding.';

/** Errors of the body parser itself carry an HTTP status; a zlib stream fed bytes that are not gzip/deflate/br does not. */
const hasStatus = (error: unknown) => typeof (error as { status?: unknown })?.status === 'number';

/** The methods whose bodies are read; a request of another method is read only when it carries a body (and refused, as it is not JSON). */
const PARSED_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Parses JSON bodies up to 100 kB. A declared length over the limit is refused before reading a byte;
 * a streamed one is cut off by the parser at the limit (413 either way), which counts decompressed bytes
 * for a gzip, deflate or br body. A body in any other format is refused (415): only `formPaths` read forms
 * (and only forms), which keeps the form-post path of cross-site requests closed everywhere else (the Origin
 * check still guards those). A body its Content-Encoding cannot decode is a 400.
 */
export function jsonBody(options: { formPaths?: readonly string[] } = {}): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: BODY_LIMIT_BYTES, encoding: 'utf-8', parsedMethods: PARSED_METHODS });
  const parseForm = bodyParser({ enableTypes: ['form'], formLimit: BODY_LIMIT_BYTES, encoding: 'utf-8', parsedMethods: ['POST'] });
  const formPaths = options.formPaths ?? [];
  return async (ctx, next) => {
    const length = Number(ctx.get('Content-Length') || 0);
    if (length > BODY_LIMIT_BYTES) throw new HttpError(413, BODY_TOO_LARGE);
    const hasBody = length > 0 || ctx.get('Transfer-Encoding') !== '';
    // A read without a body (nearly every GET): nothing to check or parse.
    if (!hasBody && !PARSED_METHODS.includes(ctx.method)) {
      await next();
      return;
    }
    // The few calls that take a form (Mollie's webhook, a mail client's one-click unsubscribe, the local checkout page) take only that.
    const takesForm = formPaths.some((path) => ctx.path === path || ctx.path.startsWith(`${path}/`));
    if (takesForm && hasBody && !ctx.is('application/x-www-form-urlencoded')) throw new HttpError(415, FORM_ONLY);
    if (!takesForm && hasBody && !ctx.is('application/json', '+json')) throw new HttpError(415, JSON_ONLY);
    let parsed = false;
    try {
      await (takesForm ? parseForm : parse)(ctx, () => {
        parsed = true;
        return next();
      });
    } catch (error) {
      if (!parsed && !hasStatus(error) && ctx.get('Content-Encoding')) throw new HttpError(400, UNDECODABLE_BODY);
      throw error;
    }
  };
}
