import { createServer, type RequestListener, type Server } from 'node:http';

export interface HttpServerOptions {
  /** A request's headers and body must have arrived within it (REQUEST_TIMEOUT_MS); else Node answers 408 and closes. */
  readonly requestTimeoutMs: number;
}

/** How long an idle keep-alive connection is kept. */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/**
 * The API's HTTP server. Node 20's own bounds are 60 s for the headers and 5 minutes for the whole request, checked
 * every 30 s: a client sending a body a byte at a time held a connection for up to 330 s. Here headers and body
 * share one bound (requestTimeout runs from the request's first byte to its last), checked every tenth of it and at
 * least every second.
 */
export function createHttpServer(handler: RequestListener, options: HttpServerOptions): Server {
  const { requestTimeoutMs } = options;
  const server = createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(requestTimeoutMs / 10)),
    },
    handler,
  );
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return server;
}
