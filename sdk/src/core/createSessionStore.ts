import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Runner } from './createRunner';
import type { Plan, RunnerState } from './types';

/** The runner's actions, as the store hands them out (each calls the Runner method of its name). */
export interface SessionActions {
  /** Starts the session. */
  start(): void;
  /** Pauses it. */
  pause(): void;
  /** Resumes it. */
  resume(): void;
  /** Ends the open-ended segment now. */
  release(): void;
  /** Ends the session early. */
  stop(): void;
}

/** What the store holds: the runner's state, its actions and its plan. */
export type SessionStoreState = RunnerState & SessionActions & { readonly plan: Plan };

/** A zustand vanilla store of a session (subscribe, getState). */
export type SessionStore = StoreApi<SessionStoreState>;

/**
 * A zustand vanilla store over a runner, for the React and widget bindings: the runner's state,
 * refreshed after every update and action, plus the actions themselves.
 */
export function createSessionStore(runner: Runner): SessionStore {
  const store = createStore<SessionStoreState>()(() => ({
    ...runner.getState(),
    plan: runner.plan,
    start: () => runner.start(),
    pause: () => runner.pause(),
    resume: () => runner.resume(),
    release: () => runner.release(),
    stop: () => runner.stop(),
  }));
  runner.subscribeState((state) => store.setState(state));
  return store;
}
