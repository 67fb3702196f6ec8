import { useCallback, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { SessionObserver, type ResumePoint, type Runner, type SessionCallbacks } from '../core';
import type { Plan, RunnerEvent, RunnerState, RunnerStopReason } from '../core/types';
import { createBrowserClock, type RunnerClock } from './clock';
import { useValue } from './useValue';

export type { SessionCallbacks } from '../core';

/** What useSessionRunner takes besides the plan: the clock, the frame rate, autostart, callbacks and a ref. */
export interface SessionRunnerOptions extends SessionCallbacks {
  /** The clock and timers to run on. Default: the browser's (performance.now, window timers). */
  clock?: RunnerClock;
  /**
   * Speed of the default browser clock (ignored when `clock` is given): 60 runs a minute a second.
   *
   * @default 1
   */
  timeScale?: number;
  /** How often the view redraws while a phase runs, in session ms. Default: every 50 real ms (20 frames a second). */
  frameMs?: number;
  /**
   * Start as soon as the component mounts (see useAutoStart). Default true.
   *
   * @default true
   */
  autoStart?: boolean;
  /**
   * Seconds of settle-in ("Get comfortable") between Start and the session's first phase: no cue, no
   * bell, no time counted until it ends. Default 0 (the hosted app passes 5). A change applies from the next run.
   *
   * @default 0
   */
  settleIn?: number;
  /**
   * Holds the session while it is mounted (null after), so a host outside React can drive it: the
   * widgets' start(), pause(), resume() and stop() methods. Set by the last effect, once everything
   * that listens to the runner (callbacks, announcements, sound) listens: a start from the host
   * then reaches all of them, as autoStart does.
   */
  sessionRef?: { current: SessionRunner | null };
  /**
   * Where the session starts: the session time a session lost with its page (a reload) had reached,
   * and whether it stood paused. Read when it starts; "Start again" starts at 0. Default: at 0.
   */
  resumeFrom?: ResumePoint;
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
  /** Ends the session early for the host: onStop with the reason given ("method" when none is). */
  stop(reason?: RunnerStopReason): void;
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

/** Each render's session to the one handle of the run its observer holds now (see useSessionRef). */
const currentHandles = new WeakMap<SessionRunner, () => SessionRunner>();

/**
 * Hands the session to `ref` while it is mounted: one handle per run, the same object however often it is handed.
 * A run that starts by itself (autoStart, "Start again") is the host's from its start event on, before the host's
 * callbacks hear of it: a host reading its status or pausing it from onStart meets the run that started. One not
 * started yet is handed after the effects above, so the chrome and the sound listen before a host's start(). Call it
 * after every hook that subscribes to the runner: effects run in the order they are declared.
 */
export function useSessionRef(session: SessionRunner, ref: { current: SessionRunner | null } | undefined): void {
  const { runner, subscribe } = session;
  const handleOf = currentHandles.get(session)!;
  // Layout effects run before every passive one, so this listens before useAutoStart's start.
  useLayoutEffect(() => {
    if (!ref) return undefined;
    if (handleOf().getState().status !== 'idle') ref.current = handleOf();
    return subscribe((event) => {
      if (event.type === 'start') ref.current = handleOf();
    });
  }, [ref, subscribe, handleOf]);
  useEffect(() => {
    if (ref) ref.current = handleOf();
  }, [ref, runner, handleOf]);
  // Unmounted (or another ref given), the ref lets go of whichever run it holds now.
  useEffect(() => {
    if (!ref) return undefined;
    return () => {
      if (ref.current === handleOf()) ref.current = null;
    };
  }, [ref, handleOf]);
}

/** Real ms between redraws: smooth enough for the guides (a short CSS transition fills the gaps). */
const DEFAULT_FRAME_MS = 50;

/**
 * Starts the session once it is mounted. Effects run in the order they are declared, so a component
 * that subscribes to the runner in other hooks (announcements, sound) calls this after them and
 * passes `autoStart: false` to useSessionRunner: then the first phase reaches every subscriber.
 */
export function useAutoStart(runner: { start(): void; getState(): RunnerState }, enabled = true): void {
  const { start, getState } = runner;
  useEffect(() => {
    if (enabled && getState().status === 'idle') start();
  }, [enabled, start, getState]);
}

type RunControls = Omit<SessionRunner, 'plan' | 'runner' | 'state' | 'clock' | 'restarts'>;

/** The controls of one run: each acts only while that run is the observer's; "Start again" and the events are the observer's. */
function runControls(observer: SessionObserver, runner: Runner): RunControls {
  const current = <TArgs extends unknown[]>(act: (...args: TArgs) => void) => (...args: TArgs) => {
    if (observer.getSnapshot().runner === runner) act(...args);
  };
  return {
    start: current(observer.start),
    pause: current(observer.pause),
    resume: current(observer.resume),
    release: current(observer.release),
    stop: current(observer.stop),
    end: current(observer.end),
    restart: observer.restart,
    getState: runner.getState,
    subscribe: observer.subscribeEvents,
  };
}

/**
 * Runs a compiled plan: core's SessionObserver (the runner, its ticker, the callbacks, a plan
 * compared by value) read through one `useSyncExternalStore`, as react-query's useBaseQuery reads
 * a QueryObserver. The runner is kept across re-renders while the plan stays equal in value (so
 * `useSessionRunner(buildBreathingPlan(cfg))` needs no useMemo) and the clock stays the same;
 * unmounting stops the ticker but not the session, so React's development double mount does not
 * end a session.
 */
export function useSessionRunner(givenPlan: Plan, options: SessionRunnerOptions = {}): SessionRunner {
  // Kept while equal in value, so the effect below runs only for a new plan (the observer compares by value too).
  const plan = useValue(givenPlan);
  const { clock: injected, timeScale = 1, autoStart = true, resumeFrom } = options;
  const settleIn = (options.settleIn ?? 0) * 1000;
  const frameMs = options.frameMs ?? DEFAULT_FRAME_MS * (injected ? 1 : timeScale);
  const clock = useMemo(() => injected ?? createBrowserClock({ timeScale }), [injected, timeScale]);
  const [observer] = useState(() => new SessionObserver({ plan, clock, frameMs, autoStart, resumeFrom, settleIn }));
  useEffect(() => observer.setCallbacks(options));
  useEffect(() => {
    observer.setOptions({ plan, clock, frameMs, autoStart, resumeFrom, settleIn });
  }, [observer, plan, clock, frameMs, autoStart, resumeFrom, settleIn]);
  const snapshot = useSyncExternalStore(observer.subscribe, observer.getSnapshot, observer.getSnapshot);
  const { runner } = snapshot;
  // One run's controls: a handle a host keeps stays that run's after "Start again" replaced it, so the host's stop() of
  // the old run cannot stop the new one. Kept per run, so its methods stay the same while `state` changes every frame.
  const [runs] = useState(() => new WeakMap<Runner, { controls: RunControls; handle?: SessionRunner }>());
  const runOf = useCallback(
    (of: Runner) => {
      let run = runs.get(of);
      if (!run) runs.set(of, (run = { controls: runControls(observer, of) }));
      return run;
    },
    [observer, runs],
  );
  /** The handle of the run the observer holds now: one object per run, whoever hands it (useSessionRef). */
  const handleOf = useCallback((): SessionRunner => {
    const now = observer.getSnapshot();
    const run = runOf(now.runner);
    return (run.handle ??= { ...now, ...run.controls });
  }, [observer, runOf]);
  const controls = runOf(runner).controls;
  const session = useMemo((): SessionRunner => ({ ...snapshot, ...controls }), [snapshot, controls]);
  currentHandles.set(session, handleOf);
  useSessionRef(session, options.sessionRef);
  return session;
}
