/** What a Subscribable's owner does when it gains its first listener or loses its last one. */
export interface SubscribableHooks {
  /** A first listener subscribed (none was listening): start the work only listeners need. */
  readonly onFirst?: () => void;
  /** The last listener unsubscribed: stop that work. */
  readonly onLast?: () => void;
}

/**
 * The listeners of one kind of notice, as TanStack Query's Subscribable (query-core's
 * subscribable.ts), by composition rather than as a base class, so a function's closure holds one as
 * well as a class does, and a class holds several. A listener subscribed twice is one listener;
 * `subscribe` returns the function that removes it. `notify` calls the listeners present when it
 * starts, in the order they subscribed, so one that subscribes or unsubscribes during the round
 * changes the next round, not this one.
 */
export class Subscribable<TArgs extends readonly unknown[] = []> {
  readonly #listeners = new Set<(...args: TArgs) => void>();
  readonly #hooks: SubscribableHooks;

  constructor(hooks: SubscribableHooks = {}) {
    this.#hooks = hooks;
  }

  /** Adds `listener`; returns the function that removes it (calling it again does nothing). */
  readonly subscribe = (listener: (...args: TArgs) => void): (() => void) => {
    if (!this.#listeners.has(listener)) {
      this.#listeners.add(listener);
      if (this.#listeners.size === 1) this.#hooks.onFirst?.();
    }
    return () => {
      if (this.#listeners.delete(listener) && this.#listeners.size === 0) this.#hooks.onLast?.();
    };
  };

  /** Calls every listener with `args`. */
  notify(...args: TArgs): void {
    for (const listener of [...this.#listeners]) listener(...args);
  }

  /** Whether anyone listens. */
  hasListeners(): boolean {
    return this.#listeners.size > 0;
  }

  /** Removes every listener at once (onLast is not called: the owner chose to drop them). */
  clear(): void {
    this.#listeners.clear();
  }
}
