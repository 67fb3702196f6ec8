import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { HttpError } from './errors';
import { BODY_TOO_LARGE } from './errorMiddleware';

export const BODY_LIMIT_BYTES = 100 * 1024;

export const JSON_ONLY = 'Send the request body as JSON (Content-Type: application/json).';

/**
 * Parses JSON bodies up to 100 kB. A declared length over the limit is refused before reading a byte;
 * a streamed one is cut off by the parser at the limit (413 either way). A body in any other format
 * is refused (415): no route reads forms, and it closes the form-post path of cross-site requests.
 */
export function jsonBody(): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: BODY_LIMIT_BYTES, encoding: 'utf-8', parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] });
  return async (ctx, next) => {
    const length = Number(ctx.get('Content-Length') || 0);
    if (length > BODY_LIMIT_BYTES) throw new HttpError(413, BODY_TOO_LARGE);
    const hasBody = length > 0 || ctx.get('Transfer-Encoding') !== '';
    if (hasBody && !ctx.is('application/json', '+json')) throw new HttpError(415, JSON_ONLY);
    await parse(ctx, next);
  };
}
