import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Runner } from './createRunner';
import type { Plan, RunnerState } from './types';

export interface SessionActions {
  start(): void;
  pause(): void;
  resume(): void;
  release(): void;
  stop(): void;
}

export type SessionStoreState = RunnerState & SessionActions & { readonly plan: Plan };

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
