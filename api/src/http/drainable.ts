import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

export interface Drainable {
  /**
   * Stops accepting connections, answers every request that arrived, and resolves once every connection has
   * closed; after `withinMs` the rest are cut. Resolves whether all finished in time.
   */
  drain(withinMs: number): Promise<boolean>;
}

/**
 * Drains `server` as a well-behaved HTTP/1.1 server does (RFC 9112 §9.6), with Node's own parts. `server.close()`
 * would also destroy at once every keep-alive connection between two requests, resetting a request its client had
 * just written on one. Here, from the drain on:
 *
 * - the listening socket closes (net.Server's close, which leaves the connections alone);
 * - every answer carries `Connection: close`, of pipelined requests the last one a connection owes, so each client
 *   learns before writing again that its connection ends;
 * - a connection that owes nothing closes when its keep-alive timeout runs out (a request arriving meanwhile is
 *   answered, with `Connection: close`);
 * - after `withinMs`, `server.closeAllConnections()` cuts whatever is left.
 *
 * Must be called before the server listens (it follows requests from the first).
 */
export function drainable(server: Server): Drainable {
  /** The answers each busy connection owes, in the order its requests came (more than one when pipelined). */
  const owed = new Map<Socket, ServerResponse[]>();
  let draining = false;

  /** The last answer owed carries `Connection: close`; earlier ones (pipelined) keep the connection for it. */
  const closeAfterLast = (answers: ServerResponse[]) =>
    answers.forEach((response, index) => {
      if (response.headersSent) return;
      if (index === answers.length - 1) response.setHeader('Connection', 'close');
      else response.removeHeader('Connection');
    });

  // Before the app's listener: the header must be set before the app can write its answer.
  server.prependListener('request', (request, response) => {
    const socket = request.socket;
    const answers = owed.get(socket) ?? [];
    owed.set(socket, answers);
    answers.push(response);
    response.once('close', () => {
      answers.splice(answers.indexOf(response), 1);
      if (answers.length === 0) owed.delete(socket);
    });
    if (draining) closeAfterLast(answers);
  });

  return {
    async drain(withinMs) {
      draining = true;
      for (const answers of owed.values()) closeAfterLast(answers);
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), withinMs);
      });
      const finished = await Promise.race([closed.then(() => true as const), late]);
      clearTimeout(timer);
      if (!finished) {
        server.closeAllConnections();
        await closed;
      }
      return finished;
    },
  };
}
