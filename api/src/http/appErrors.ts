import type { Context } from 'koa';
import type { Logger } from '../logger';

/** What a response stream reports when the client went away before the last byte: its choice, not our fault. */
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_DESTROYED']);

/** Whether `error` only says the client closed the connection (a cancelled download, a closed tab). */
export function isClientAbort(error: unknown, ctx?: Context): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (!code || !CLIENT_GONE.has(code)) return false;
  // Our own stream failing mid-answer also ends the response early; only a closed socket is the client's doing.
  return !ctx || ctx.req.destroyed || ctx.res.destroyed || ctx.req.socket.destroyed;
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | null | undefined)?.code;

/**
 * Whether the request did not arrive within the server's request timeout (httpServer.ts): Node has answered 408
 * and closed the connection (the body parser then only sees it aborted). A slow client, not our failure.
 */
export function isRequestTimeout(error: unknown, ctx?: Context): boolean {
  return codeOf(error) === 'ERR_HTTP_REQUEST_TIMEOUT' || codeOf(ctx?.req.socket.errored) === 'ERR_HTTP_REQUEST_TIMEOUT';
}

/**
 * Koa's `error` event: errors that happen after the answer started (mostly its body stream). Errors
 * before that are answered by errorMiddleware. Koa's default handler prints every one with its stack
 * on the console; this one says nothing of clients that left or sent their request too slowly, and logs
 * real failures once, through the app's log (Koa reports a failed body stream twice: from the pipeline
 * and from on-finished).
 */
export function logAppErrors(log: Logger): (error: unknown, ctx?: Context) => void {
  const reported = new WeakSet<object>();
  return (error, ctx) => {
    if (isClientAbort(error, ctx) || isRequestTimeout(error, ctx)) return;
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    const status = (error as { status?: unknown } | undefined)?.status;
    if (typeof status === 'number' && status < 500) return;
    log.error(ctx ? `[api] ${ctx.method} ${ctx.path} failed while answering` : '[api] request failed', error);
  };
}
