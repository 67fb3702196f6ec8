import { deriveState, type RunMode } from './deriveState';
import { createSessionClock } from './sessionClock';
import { buildTimeline, preparePlan, promptAt, type TimelineItem } from './timeline';
import type { ResumePoint } from './resumePoint';
import { Subscribable } from './Subscribable';
import type { Clock, Plan, RunnerEvent, RunnerState, RunnerStopReason } from './types';

/**
 * A session in progress over a plan: its state at any session time, the user's actions, and the
 * events crossed as time passes. It keeps no timer of its own: something (createTicker, a test)
 * calls update().
 */
export interface Runner {
  /** The plan it runs (after open-ended segments are prepared). */
  readonly plan: Plan;
  /**
   * Starts the session: its settle-in, then session time 0. Or at `from` (ResumePoint), with no settle-in: a
   * session carried on after the page that ran it was lost. Its 'start' event is delivered; the events before
   * `from` are passed over (their bells belonged to that earlier page), so the session neither replays them nor
   * rings a burst of bells. Paused, it waits at `from` for resume(). Does nothing unless idle.
   */
  start(from?: ResumePoint): void;
  /** Pauses a running session: session time stands still. Does nothing unless running. */
  pause(): void;
  /** Resumes a paused session from where it stood. Does nothing unless paused. */
  resume(): void;
  /** Ends the open-ended segment now ("Release & Breathe", or End on a silent timer); the rest of the plan shifts after it. */
  release(): void;
  /** Ends the session early (status `stopped`), its stop event saying why (default "method"); a stopped or completed session does nothing. */
  stop(reason?: RunnerStopReason): void;
  /** Evaluates at clock.now(): returns (and delivers to subscribers) every event crossed since the last update, once, in order. */
  update(): RunnerEvent[];
  /** The state as of the last update or action. */
  getState(): RunnerState;
  /** The state at session time `elapsed`, computed from the plan and the user's events so far. */
  stateAt(elapsed: number): RunnerState;
  /** Calls `listener` with every event update() delivers; returns the unsubscribe function. */
  subscribe(listener: (event: RunnerEvent) => void): () => void;
  /** Called with the new state after every update and every action. */
  subscribeState(listener: (state: RunnerState) => void): () => void;
  /** Session ms of the next event or discrete change (a prompt hiding), or null when nothing more is scheduled. */
  nextBoundary(): number | null;
  /**
   * Events not yet delivered that fall within `horizonMs` of now, for scheduling audio ahead of time
   * (at clockTimeOf(at)). Pause, resume, release and stop change what is due: re-read it when
   * subscribeState reports an action. Nothing after a segment that waits for the user is listed.
   */
  upcoming(horizonMs: number): { at: number; event: RunnerEvent }[];
  /** The clock reading at which session time `sessionMs` falls, given the settle-in and the pauses so far. */
  clockTimeOf(sessionMs: number): number;
}

/** How a runner runs its plan, besides the clock. */
export interface RunnerOptions {
  /**
   * A settle-in before the plan's first segment, in ms (default 0): time to get comfortable. It is no
   * part of the session: session time, and every event (the start, the first phase, the start bell),
   * waits for its end, and RunnerState.settling counts it down. Pause holds it; stop ends the session
   * with nothing sat.
   */
  readonly settleIn?: number;
}

/**
 * Runs a plan on an injected monotonic clock. Its state is derived from the plan, the session time
 * and the user's events (release, pause, resume, stop), never accumulated from ticks, so however
 * late or rarely update() is called, it shows what the plan says and delivers every event once.
 */
export function createRunner(plan: Plan, clock: Clock, options: RunnerOptions = {}): Runner {
  const settleIn = options.settleIn ?? 0;
  if (!(settleIn >= 0) || !Number.isFinite(settleIn)) throw new RangeError(`settleIn must be 0 or more ms, not ${settleIn}.`);
  const prepared = preparePlan(plan);
  const session = createSessionClock(clock);
  const releases = new Map<number, number>();
  let timeline = buildTimeline(prepared, releases);
  let stoppedAt: number | null = null;
  let stopReason: RunnerStopReason = 'method';
  let stopDelivered = false;
  /** How many of the timeline's events (then of its repeating bells) have been delivered. */
  let delivered = 0;
  const events = new Subscribable<[RunnerEvent]>();
  const states = new Subscribable<[RunnerState]>();

  const mode = (): RunMode => (stoppedAt !== null ? 'stopped' : session.status);
  const started = (): boolean => session.status !== 'idle';
  /** ms of the settle-in still to come (0 once the session proper runs, or once it stopped). */
  const settling = (): number => (stoppedAt !== null || !started() ? 0 : Math.max(0, settleIn - session.elapsed()));
  const now = (): number => stoppedAt ?? Math.max(0, session.elapsed() - settleIn);
  const stateAt = (elapsed: number): RunnerState =>
    deriveState(plan, timeline, stoppedAt === null ? elapsed : Math.min(elapsed, stoppedAt), mode());
  const getState = (): RunnerState => {
    const state = stateAt(now());
    const left = settling();
    return left > 0 ? { ...state, settling: left } : state;
  };

  /** The i-th event of the session as known now; past the known items, the waiting timer's repeating bells. */
  function itemAt(i: number): TimelineItem | null {
    const known = timeline.items[i];
    if (known) return known;
    const repeat = timeline.repeat;
    if (!repeat) return null;
    const at = repeat.from + (i - timeline.items.length + 1) * repeat.every;
    return { at, event: { type: 'bell', at, bell: { at, sound: repeat.sound, reason: 'interval' } } };
  }

  function collect(): RunnerEvent[] {
    const due: RunnerEvent[] = [];
    if (started() && settling() === 0) {
      const until = Math.min(now(), timeline.end);
      for (let item = itemAt(delivered); item && item.at <= until; item = itemAt(delivered)) {
        due.push(item.event);
        delivered += 1;
      }
    }
    if (stoppedAt !== null && !stopDelivered) {
      due.push({ type: 'stop', at: stoppedAt, reason: stopReason });
      stopDelivered = true;
    }
    return due;
  }

  /** Marks the events before `until` (and before the end) delivered without delivering them, except 'start'. */
  function passOver(until: number): void {
    const start: RunnerEvent[] = [];
    const before = Math.min(until, timeline.end);
    for (let item = itemAt(delivered); item && item.at < before; item = itemAt(delivered)) {
      if (item.event.type === 'start') start.push(item.event);
      delivered += 1;
    }
    for (const event of start) events.notify(event);
  }

  function update(): RunnerEvent[] {
    const due = collect();
    for (const event of due) events.notify(event);
    if (states.hasListeners()) states.notify(getState());
    return due;
  }

  const finished = (): boolean => {
    const status = getState().status;
    return status === 'complete' || status === 'stopped';
  };

  function upcoming(horizonMs: number): { at: number; event: RunnerEvent }[] {
    if (finished()) return [];
    const until = now() + Math.max(0, horizonMs);
    const due: { at: number; event: RunnerEvent }[] = [];
    for (let i = delivered, item = itemAt(i); item && item.at <= until; i += 1, item = itemAt(i)) {
      due.push({ at: item.at, event: item.event });
    }
    return due;
  }

  return {
    plan,
    start(from) {
      if (stoppedAt !== null || started()) return;
      // The session clock counts the settle-in too: a session carried on starts past it.
      session.start(from ? from.elapsed + settleIn : 0, from?.paused);
      if (from) passOver(from.elapsed);
      update();
    },
    pause() {
      update();
      if (finished()) return;
      session.pause();
      update();
    },
    resume() {
      if (finished()) return;
      session.resume();
      update();
    },
    release() {
      update();
      const state = getState();
      if (!state.awaitingRelease || !state.segment) return;
      releases.set(state.segment.index, state.elapsed);
      timeline = buildTimeline(prepared, releases);
      update();
    },
    stop(reason = 'method') {
      update();
      if (finished()) return;
      stoppedAt = now();
      stopReason = reason;
      update();
    },
    update,
    getState,
    stateAt,
    subscribe: events.subscribe,
    subscribeState: states.subscribe,
    nextBoundary() {
      if (!started() || finished() || settling() > 0) return null;
      const next = itemAt(delivered)?.at ?? Infinity;
      const hides = promptAt(timeline, now())?.until ?? Infinity;
      const boundary = Math.min(next, hides);
      return boundary === Infinity ? null : boundary;
    },
    upcoming,
    clockTimeOf: (sessionMs) => session.clockTimeOf(sessionMs + settleIn),
  };
}
