import type { Logger } from '../logger';
import { isDatabaseUnavailable } from './unavailable';

/**
 * The process's `unhandledRejection` listener. pg-boss 10 (the line that runs on Node 20) marks a finished job
 * complete or failed without awaiting the query (its issue #577; 11 awaits it and needs Node 22), so a database that
 * goes away at that moment leaves a rejection nobody handles, and Node would end the API over it. A lost connection is
 * what the pools and the embedded server's supervisor recover from: it is logged and the API keeps serving (the job is
 * taken again once its lease expires). Any other rejection still ends the process, as Node's default does.
 */
export function lostQueryRejections(log: Logger): (reason: unknown) => void {
  return (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    log.error('[db] a query was lost with its connection; serving on while the database comes back', reason);
  };
}
