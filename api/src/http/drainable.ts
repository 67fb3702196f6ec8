import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** A connection, with the answers it owes in the order its requests came (more than one when they are pipelined). */
interface Connection {
  readonly socket: Socket;
  readonly owed: ServerResponse[];
  idleTimer?: NodeJS.Timeout;
}

export interface Drainable {
  /**
   * Stops accepting connections, answers every request that arrived, closes each connection once it owes nothing,
   * and resolves when all are closed; after `withinMs` the rest are cut. Resolves whether all finished in time.
   */
  drain(withinMs: number): Promise<boolean>;
}

/** How long a connection that owes nothing is kept during a drain, for a request its client may be sending already. */
const IDLE_GRACE_MS = 1_000;

/** How long a drain goes on accepting the connections queued in the kernel, if new ones keep coming. */
const ACCEPT_FOR_MS = 2_000;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Drains `server` as a well-behaved HTTP/1.1 server does (RFC 9112 §9.6). Node's `server.close()` (Node 19+) also
 * destroys at once every keep-alive connection between two requests, and resets a request its client had just
 * written on one; connections in the middle of a request are kept open but never told to close, so a client goes
 * on sending until the connections are cut. Here, from the drain on:
 *
 * - every answer carries `Connection: close`, the last one a connection owes when requests came pipelined;
 * - a connection that owes nothing is closed once it has stayed quiet for IDLE_GRACE_MS: a client that had just
 *   written its next request gets it answered (with `Connection: close`) instead of a reset;
 * - the listening socket closes once an event-loop turn accepts no connection (ACCEPT_FOR_MS at most): a busy
 *   Node 20 process accepts one queued connection per turn, and closing the listening socket resets every
 *   connection still queued in the kernel, whose clients may have written their request long before. Those
 *   accepted meanwhile are served like the others.
 *
 * Must be called before the server listens (it follows connections from the first).
 */
export function drainable(server: Server, idleGraceMs = IDLE_GRACE_MS): Drainable {
  const connections = new Map<Socket, Connection>();
  let draining = false;
  let accepted = 0;

  /** The last answer owed carries `Connection: close`; earlier ones (pipelined) keep the connection for it. */
  const closeAfterLast = (connection: Connection) => {
    connection.owed.forEach((response, index) => {
      if (response.headersSent) return;
      if (index === connection.owed.length - 1) response.setHeader('Connection', 'close');
      else response.removeHeader('Connection');
    });
  };

  /** Closes the connection once it has owed nothing and received nothing for `idleGraceMs`. */
  const closeWhenQuiet = (connection: Connection) => {
    clearTimeout(connection.idleTimer);
    const bytesRead = connection.socket.bytesRead;
    connection.idleTimer = setTimeout(() => {
      if (connection.owed.length > 0) return;
      // Part of a request came meanwhile (its headers are still arriving): wait for it; the request timeout bounds it.
      if (connection.socket.bytesRead !== bytesRead) closeWhenQuiet(connection);
      else connection.socket.destroy();
    }, idleGraceMs);
  };

  server.on('connection', (socket: Socket) => {
    accepted += 1;
    const connection: Connection = { socket, owed: [] };
    connections.set(socket, connection);
    socket.once('close', () => {
      clearTimeout(connection.idleTimer);
      connections.delete(socket);
    });
    if (draining) closeWhenQuiet(connection);
  });

  // Before the app's listener: the header must be set before the app can write its answer.
  server.prependListener('request', (request, response) => {
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.owed.push(response);
    response.once('close', () => {
      connection.owed.splice(connection.owed.indexOf(response), 1);
      if (draining && connection.owed.length === 0 && !connection.socket.destroyed) closeWhenQuiet(connection);
    });
    if (draining) closeAfterLast(connection);
  });

  return {
    async drain(withinMs) {
      draining = true;
      for (const connection of connections.values()) {
        if (connection.owed.length > 0) closeAfterLast(connection);
        else closeWhenQuiet(connection);
      }
      // Between two turns' setImmediate lies one poll of the sockets, which accepts a queued connection if any is.
      const acceptUntil = Date.now() + ACCEPT_FOR_MS;
      await nextTurn();
      for (let before = accepted; ; before = accepted) {
        await nextTurn();
        if (accepted === before || Date.now() > acceptUntil) break;
      }
      // net.Server's close stops accepting and calls back once every connection has closed; http.Server's own
      // would first destroy the connections between two requests.
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
