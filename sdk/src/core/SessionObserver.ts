import { createRunner, type Runner } from './createRunner';
import { createTicker, type TimerProvider } from './createTicker';
import { bellDetail, phaseChangeDetail, startDetail, timeDetail } from './sessionDetails';
import { Subscribable } from './Subscribable';
import type { ResumePoint } from './resumePoint';
import type {
  BellEvent,
  Clock,
  PhaseChangeDetail,
  Plan,
  RunnerEvent,
  RunnerState,
  RunnerStopDetail,
  RunnerStopReason,
  RunStatus,
  SessionBellDetail,
  SessionEndDetail,
  SessionStartDetail,
  SessionTimeDetail,
} from './types';

/**
 * Plain-value callbacks, so a custom-element wrapper can forward each one as a DOM event (the
 * widgets dispatch these details unchanged).
 */
export interface SessionCallbacks {
  /** The session started. */
  onStart?: (detail: SessionStartDetail) => void;
  /** A phase began (inhale, hold, exhale, rest, meditation...). */
  onPhaseChange?: (detail: PhaseChangeDetail) => void;
  /** The session paused. */
  onPause?: (detail: SessionTimeDetail) => void;
  /** The session resumed. */
  onResume?: (detail: SessionTimeDetail) => void;
  /** A guidance prompt appeared. */
  onPrompt?: (detail: { readonly text: string }) => void;
  /** A bell rang (start, interval or end). */
  onBell?: (detail: BellEvent) => void;
  /** A meditation's bell rang, as the widgets' session-bell reports it (its time, segment and kind). */
  onSessionBell?: (detail: SessionBellDetail) => void;
  /** The session ran to its end. */
  onComplete?: (detail: SessionEndDetail) => void;
  /** Stopped before its end: `reason` "user" (End Session) or "method" (the host's stop()). */
  onStop?: (detail: RunnerStopDetail) => void;
}

/** Two resume points that carry on from the same place (a host may build a new object on every render). */
const sameResumePoint = (a: ResumePoint | undefined, b: ResumePoint | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.elapsed === b.elapsed && (a.paused ?? false) === (b.paused ?? false));

/** What a SessionObserver runs, and how. */
export interface SessionObserverOptions {
  /** The plan to run. A new plan equal in value to the current one keeps the session. */
  readonly plan: Plan;
  /** The clock and timers the runner and its ticker run on. */
  readonly clock: Clock & TimerProvider;
  /** The longest wait between updates while watched, in session ms (the ticker's frameMs). */
  readonly frameMs?: number;
  /** Start the session as soon as it is first watched (when idle). Default false. */
  readonly autoStart?: boolean;
  /** Where the first run starts (a session the page lost, carried on); "Start again" starts at 0. Default: at 0. */
  readonly resumeFrom?: ResumePoint;
  /** The settle-in before the plan's first segment, in ms (see RunnerOptions); a change applies from the next run. Default 0. */
  readonly settleIn?: number;
}

/** What a view of the session shows: the same object until something changes (a useSyncExternalStore snapshot). */
export interface SessionSnapshot {
  /** The plan the session runs (the first of several equal in value). */
  readonly plan: Plan;
  /** The clock the runner runs on. */
  readonly clock: Clock & TimerProvider;
  /** The runner of the current run: a new one after restart() or a new plan. */
  readonly runner: Runner;
  /** The runner's state when the snapshot was taken. */
  readonly state: RunnerState;
  /** How many times the session was started again (0 for the first run). */
  readonly restarts: number;
}

/**
 * A session as a view watches it, as TanStack's QueryObserver is a query as a component watches it:
 * the runner of a plan (kept while the plan stays equal in value, replaced for a new plan, a new
 * clock or a restart), a snapshot of its state, the host's callbacks and the ticker.
 *
 * While at least one listener watches (`subscribe`), the ticker drives the runner and each runner
 * event reaches the callbacks once, however many views or effects there are; with none (the view
 * unmounted), the ticker stops and the callbacks fall silent, but the session is not stopped (React's
 * development double mount must not end it; a host that wants it ended calls stop()).
 */
export class SessionObserver {
  #options: SessionObserverOptions;
  /** The current plan's JSON, so a plan rebuilt on every render is compared by value once per new object. */
  #planText: string;
  #callbacks: SessionCallbacks = {};
  #runner: Runner;
  #snapshot: SessionSnapshot;
  #restarts = 0;
  #detachRunner: () => void = () => {};
  #ticker: { dispose(): void } | null = null;
  /** The views: the first one starts watching, the last one's leaving stops it (see the class comment). */
  readonly #views = new Subscribable({ onFirst: () => this.#watch(), onLast: () => this.#unwatch() });
  readonly #events = new Subscribable<[RunnerEvent]>();

  constructor(options: SessionObserverOptions) {
    this.#options = options;
    this.#planText = JSON.stringify(options.plan);
    this.#runner = this.#attach(createRunner(options.plan, options.clock, { settleIn: options.settleIn }));
    this.#snapshot = this.#snapshotOf(this.#runner.getState());
  }

  /**
   * New options: a plan that differs in value, or another clock, is a new session (a new runner,
   * idle); the same plan rebuilt is not. Returns true when the session was replaced.
   */
  setOptions(options: SessionObserverOptions): boolean {
    const previous = this.#options;
    let plan = previous.plan;
    if (options.plan !== previous.plan) {
      const text = JSON.stringify(options.plan);
      if (text !== this.#planText) {
        plan = options.plan;
        this.#planText = text;
      }
    }
    this.#options = { ...options, plan };
    if (plan !== previous.plan || options.clock !== previous.clock) {
      this.#replaceRunner();
      if (this.watched && options.autoStart) this.start();
      return true;
    }
    if (options.frameMs !== previous.frameMs && this.#ticker) this.#startTicker();
    if (!sameResumePoint(options.resumeFrom, previous.resumeFrom) && this.#runner.getState().status === 'idle') this.#publish(this.#runner.getState());
    return false;
  }

  /** The host's callbacks; the latest set is called for each event. */
  setCallbacks(callbacks: SessionCallbacks): void {
    this.#callbacks = callbacks;
  }

  /** Listens for snapshot changes (the first listener starts watching, see the class comment). */
  readonly subscribe = (listener: () => void): (() => void) => this.#views.subscribe(listener);

  /** The current snapshot: the same object until something changes. */
  readonly getSnapshot = (): SessionSnapshot => this.#snapshot;

  /** The current runner's state right now (the snapshot is the one last delivered). */
  readonly getState = (): RunnerState => this.#runner.getState();

  /** Every runner event of every run (after a restart or a new plan too), while watched or not. */
  readonly subscribeEvents = (listener: (event: RunnerEvent) => void): (() => void) => this.#events.subscribe(listener);

  /** Starts the session (when idle): the first run at `resumeFrom` where given. */
  readonly start = (): void => this.#runner.start(this.#restarts === 0 ? this.#options.resumeFrom : undefined);
  /** Pauses the session (when running). */
  readonly pause = (): void => this.#runner.pause();
  /** Resumes the session (when paused). */
  readonly resume = (): void => this.#runner.resume();
  /** "Release & Breathe": ends the open-ended breath hold. */
  readonly release = (): void => this.#runner.release();
  /** Ends the session early for the host: onStop with the reason given ("method" when none is). */
  readonly stop = (reason: RunnerStopReason = 'method'): void => this.#runner.stop(reason);
  /** The runner's "End Session" button: onStop with reason "user". */
  readonly end = (): void => this.#runner.stop('user');

  /** "Start again": a fresh run of the same plan, started at once. */
  readonly restart = (): void => {
    this.#restarts += 1;
    this.#replaceRunner();
    this.#runner.start();
  };

  /** Whether a listener watches (the ticker runs and the callbacks are called only then). */
  get watched(): boolean {
    return this.#views.hasListeners();
  }

  #watch(): void {
    this.#startTicker();
    if (this.#options.autoStart && this.#runner.getState().status === 'idle') this.start();
  }

  #unwatch(): void {
    this.#ticker?.dispose();
    this.#ticker = null;
  }

  #startTicker(): void {
    this.#ticker?.dispose();
    this.#ticker = createTicker(this.#runner, this.#options.clock, { frameMs: this.#options.frameMs });
  }

  #replaceRunner(): void {
    this.#detachRunner();
    this.#runner = this.#attach(createRunner(this.#options.plan, this.#options.clock, { settleIn: this.#options.settleIn }));
    if (this.#ticker) this.#startTicker();
    this.#publish(this.#runner.getState());
  }

  #snapshotOf(state: RunnerState): SessionSnapshot {
    return { plan: this.#options.plan, clock: this.#options.clock, runner: this.#runner, state: this.#shown(state), restarts: this.#restarts };
  }

  /**
   * What the view shows of `state`: a first run that waits to carry on from `resumeFrom` (its sounds loading)
   * shows where it will take up, not the whole session it would show from 0.
   */
  #shown(state: RunnerState): RunnerState {
    const from = this.#options.resumeFrom;
    if (state.status !== 'idle' || !from || this.#restarts > 0) return state;
    // The state a run started there stands in, held (no listener, no ticker): what start() will show, still idle.
    const preview = createRunner(this.#options.plan, this.#options.clock);
    preview.start({ elapsed: from.elapsed, paused: true });
    return { ...preview.getState(), status: 'idle', awaitingRelease: false };
  }

  #publish(state: RunnerState): void {
    this.#snapshot = this.#snapshotOf(state);
    this.#views.notify();
  }

  /** Listens to a runner for as long as it is the current one. */
  #attach(runner: Runner): Runner {
    const { plan } = runner;
    // The core runner has no pause or resume event: they are changes of its status.
    let status: RunStatus = runner.getState().status;
    const offState = runner.subscribeState((state) => {
      const was = status;
      status = state.status;
      if (this.watched) {
        const on = this.#callbacks;
        if (was === 'running' && status === 'paused') on.onPause?.(timeDetail(plan, state.elapsed));
        if (was === 'paused' && status === 'running') on.onResume?.(timeDetail(plan, state.elapsed));
      }
      this.#publish(state);
    });
    // Event listeners before the host's callbacks: whatever follows the run (its sound, the handle a host drives it by)
    // has moved to it when the host hears of it.
    const offEvents = runner.subscribe((event) => {
      this.#events.notify(event);
      if (this.watched) this.#report(runner, event);
    });
    this.#detachRunner = () => {
      offState();
      offEvents();
    };
    return runner;
  }

  #report(runner: Runner, event: RunnerEvent): void {
    const on = this.#callbacks;
    const { plan } = runner;
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
        on.onSessionBell?.(bellDetail(event.bell, event.at));
        break;
      case 'complete':
        on.onComplete?.(timeDetail(plan, runner.getState().elapsed));
        break;
      case 'stop':
        on.onStop?.({ ...timeDetail(plan, runner.getState().elapsed), reason: event.reason });
        break;
      default:
        break;
    }
  }
}
