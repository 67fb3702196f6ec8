import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createRunner, createSessionStore, createTicker, type Runner } from '../core';
import type { BellEvent, Plan, RunnerEvent, RunStatus, RunnerState } from '../core/types';
import { createBrowserClock, type RunnerClock } from './clock';
import {
  phaseChangeDetail,
  startDetail,
  timeDetail,
  type PhaseChangeDetail,
  type RunnerStopDetail,
  type RunnerStopReason,
  type SessionEndDetail,
  type SessionStartDetail,
  type SessionTimeDetail,
} from './sessionDetails';
import { useSessionStore } from './useSessionStore';

/**
 * Plain-value callbacks, so a custom-element wrapper can forward each one as a DOM event (the
 * widgets dispatch these details unchanged).
 */
export interface SessionCallbacks {
  /** The session started (its title, kind and planned length). */
  onStart?: (detail: SessionStartDetail) => void;
  /** A phase began: inhale, hold, exhale, rest, pranayama, meditation, transition... */
  onPhaseChange?: (detail: PhaseChangeDetail) => void;
  /** The session paused (its Pause button, the lock screen, or the host). */
  onPause?: (detail: SessionTimeDetail) => void;
  /** The session resumed. */
  onResume?: (detail: SessionTimeDetail) => void;
  /** A guidance prompt appeared (meditation). */
  onPrompt?: (detail: { readonly text: string }) => void;
  /** A bell rang (meditation: start, interval or end bell). */
  onBell?: (detail: BellEvent) => void;
  /** The session ran to its end. */
  onComplete?: (detail: SessionEndDetail) => void;
  /** Stopped before its end: `reason` "user" (End Session) or "method" (the host's stop()). */
  onStop?: (detail: RunnerStopDetail) => void;
}

/** What useSessionRunner takes besides the plan: the clock, the frame rate, autostart, callbacks and a ref. */
export interface SessionRunnerOptions extends SessionCallbacks {
  /** The clock and timers to run on. Default: the browser's (performance.now, window timers). */
  clock?: RunnerClock;
  /** Speed of the default browser clock (ignored when `clock` is given): 60 runs a minute a second. */
  timeScale?: number;
  /** How often the view redraws while a phase runs, in session ms. Default: every 50 real ms (20 frames a second). */
  frameMs?: number;
  /** Start as soon as the component mounts (see useAutoStart). Default true. */
  autoStart?: boolean;
  /**
   * Holds the session while it is mounted (null after), so a host outside React can drive it: the
   * widgets' start(), pause(), resume() and stop() methods. Set by the last effect, once everything
   * that listens to the runner (callbacks, announcements, sound) listens: a start from the host
   * then reaches all of them, as autoStart does.
   */
  sessionRef?: { current: SessionRunner | null };
}

/** A mounted session: its state for this render and its controls. */
export interface SessionRunner {
  /** The plan it runs. */
  readonly plan: Plan;
  /** The framework-free runner underneath (the audio engine follows it). */
  readonly runner: Runner;
  /** The state this render shows. */
  readonly state: RunnerState;
  /** The clock and timers it runs on. */
  readonly clock: RunnerClock;
  /** Starts the session (does nothing unless idle). */
  start(): void;
  /** Pauses it (does nothing unless running). */
  pause(): void;
  /** Resumes it (does nothing unless paused). */
  resume(): void;
  /** "Release & Breathe": ends the open-ended breath hold. */
  release(): void;
  /** Ends the session early for the host: onStop with reason "method". */
  stop(): void;
  /** The runner's "End Session" button: onStop with reason "user". */
  end(): void;
  /** "Start again": a fresh runner of the same plan, started at once (even without autoStart). */
  restart(): void;
  /** How many times the session was started again (0 for the first run). */
  readonly restarts: number;
  /** The runner's state right now (the `state` field is the one this render shows). */
  getState(): RunnerState;
  /** Subscribe to the runner's events (phase, bell, prompt, complete, ...). */
  subscribe(listener: (event: RunnerEvent) => void): () => void;
}

/**
 * Hands `session` to `ref` while it is mounted. Call it after every hook that subscribes to the
 * runner: effects run in the order they are declared.
 */
export function useSessionRef(session: SessionRunner, ref: { current: SessionRunner | null } | undefined): void {
  const latest = useRef(session);
  latest.current = session;
  const { runner } = session;
  useEffect(() => {
    if (!ref) return undefined;
    // One entry per runner: its methods and getState() stay the same while `state` changes every frame.
    const handed = latest.current;
    ref.current = handed;
    return () => {
      if (ref.current === handed) ref.current = null;
    };
  }, [ref, runner]);
}

/** Real ms between redraws: smooth enough for the guides (a short CSS transition fills the gaps). */
const DEFAULT_FRAME_MS = 50;

/**
 * Starts the session once it is mounted. Effects run in the order they are declared, so a component
 * that subscribes to the runner in other hooks (announcements, vibration) calls this after them and
 * passes `autoStart: false` to useSessionRunner: then the first phase reaches every subscriber.
 */
export function useAutoStart(runner: { start(): void; getState(): RunnerState }, enabled = true): void {
  const { start, getState } = runner;
  useEffect(() => {
    if (enabled && getState().status === 'idle') start();
  }, [enabled, start, getState]);
}

/**
 * The plan as last seen, while the new one is equal in value: `useSessionRunner(buildBreathingPlan(cfg))`
 * builds a new plan object on every render, and a new plan is a new runner (a silent restart).
 * Compared only when the object changes, so a memoized plan costs nothing.
 */
function usePlanByValue(plan: Plan): Plan {
  const kept = useRef(plan);
  if (kept.current !== plan && JSON.stringify(kept.current) !== JSON.stringify(plan)) kept.current = plan;
  return kept.current;
}

/**
 * Runs a compiled plan: the framework-free runner, its store and a ticker on the browser clock (or
 * an injected one), with the state read through `useSyncExternalStore`. The runner is kept across
 * re-renders while the plan and clock stay the same; unmounting stops the ticker but not the
 * session, so React's development double-mount does not end a session.
 */
export function useSessionRunner(givenPlan: Plan, options: SessionRunnerOptions = {}): SessionRunner {
  const plan = usePlanByValue(givenPlan);
  const { clock: injected, timeScale = 1, autoStart = true } = options;
  const frameMs = options.frameMs ?? DEFAULT_FRAME_MS * (injected ? 1 : timeScale);
  const clock = useMemo(() => injected ?? createBrowserClock({ timeScale }), [injected, timeScale]);
  // Each "Start again" is a new run of the plan: a new runner, as a new plan would be (restarts stands for it).
  const [restarts, setRestarts] = useState(0);
  const runner = useMemo(() => createRunner(plan, clock), [plan, clock, restarts]);
  const store = useMemo(() => createSessionStore(runner), [runner]);
  const state = useSessionStore(store);

  const callbacks = useRef<SessionCallbacks>(options);
  callbacks.current = options;
  // Why the next stop happens: the runner's own stop event has no reason; end() says "user".
  const stopReason = useRef<RunnerStopReason>('method');

  useEffect(() => {
    // The core runner has no pause or resume event: they are changes of its status.
    let status: RunStatus = runner.getState().status;
    return runner.subscribeState((state) => {
      const was = status;
      status = state.status;
      const on = callbacks.current;
      if (was === 'running' && status === 'paused') on.onPause?.(timeDetail(plan, state.elapsed));
      if (was === 'paused' && status === 'running') on.onResume?.(timeDetail(plan, state.elapsed));
    });
  }, [runner, plan]);

  useEffect(
    () =>
      runner.subscribe((event: RunnerEvent) => {
        const on = callbacks.current;
        const detail = () => timeDetail(plan, runner.getState().elapsed);
        switch (event.type) {
          case 'start':
            on.onStart?.(startDetail(plan));
            break;
          case 'phase': {
            const now = runner.getState();
            on.onPhaseChange?.(phaseChangeDetail(event.segment, event.segment.round || now.round, now.rounds));
            break;
          }
          case 'prompt':
            on.onPrompt?.({ text: event.text });
            break;
          case 'bell':
            on.onBell?.(event.bell);
            break;
          case 'complete':
            on.onComplete?.(detail());
            break;
          case 'stop':
            on.onStop?.({ ...detail(), reason: stopReason.current });
            stopReason.current = 'method';
            break;
          default:
            break;
        }
      }),
    [runner, plan],
  );

  useEffect(() => {
    const ticker = createTicker(runner, clock, { frameMs });
    return () => ticker.dispose();
  }, [runner, clock, frameMs]);

  useAutoStart(runner, autoStart || restarts > 0);

  const start = useCallback(() => runner.start(), [runner]);
  const pause = useCallback(() => runner.pause(), [runner]);
  const resume = useCallback(() => runner.resume(), [runner]);
  const release = useCallback(() => runner.release(), [runner]);
  const stop = useCallback(() => runner.stop(), [runner]);
  const end = useCallback(() => {
    stopReason.current = 'user';
    runner.stop();
    stopReason.current = 'method';
  }, [runner]);
  const restart = useCallback(() => setRestarts((count) => count + 1), []);
  const subscribe = useCallback((listener: (event: RunnerEvent) => void) => runner.subscribe(listener), [runner]);

  const session: SessionRunner = { plan, runner, state, clock, start, pause, resume, release, stop, end, restart, restarts, subscribe, getState: runner.getState };
  useSessionRef(session, options.sessionRef);
  return session;
}
