import type pg from 'pg';
import type { Sequelize } from 'sequelize';
import { clientConfigOf, listenForChanges, type ChangeListenerOptions } from '../db/changeListener';
import type { Logger } from '../logger';
import { SessionCache, type SessionCacheOptions } from './sessionCache';

/** The session cache and the listener that keeps it honest; `close` stops listening. */
export interface SessionCaching {
  readonly cache: SessionCache;
  readonly listening: boolean;
  close(): Promise<void>;
}

/** A session cache fed by change notices from the pool's server; off until the listener is connected, and whenever it is not. */
export interface SessionCachingOptions extends SessionCacheOptions, ChangeListenerOptions {
  /** Where the listener connects; by default where the pool does. */
  readonly listenerClient?: pg.ClientConfig;
}

export function sessionCacheWithListener(sequelize: Sequelize, log: Logger, options: SessionCachingOptions = {}): SessionCaching {
  const cache = new SessionCache(options);
  const listener = listenForChanges(
    options.listenerClient ?? clientConfigOf(sequelize),
    { notice: (payload) => cache.handleNotice(payload), up: () => cache.setReady(true), down: () => cache.setReady(false) },
    log,
    options,
  );
  return {
    cache,
    get listening() {
      return listener.listening;
    },
    close: () => listener.close(),
  };
}
