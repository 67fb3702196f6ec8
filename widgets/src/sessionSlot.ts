import type { SessionCallbacks, SessionRunner, SessionTimeDetail } from '@stillpoint/sdk/react';
import { DEFAULT_BREATHING_CONFIG } from '@stillpoint/sdk/catalog';
import { emit, type SessionRecordDetail, type SessionStopReason } from './events';
import type { WidgetStatus } from './widgetElement';

/** Which sit a session is, before it starts: its preset or technique id and its config. */
export type SessionSit = Omit<SessionRecordDetail, 'startedAt'>;


const active = (session: SessionRunner) => {
  const { status } = session.getState();
  return status === 'running' || status === 'paused';
};

const timeOf = (session: SessionRunner): SessionTimeDetail => {
  const { plan } = session;
  return { kind: plan.kind, title: plan.title, elapsed: Math.round(session.getState().elapsed), total: Math.round(plan.total) };
};

/**
 * The session an element shows, as the element's methods and events see it. The runner hands its
 * session in and out through `current` (its `sessionRef`); a session that leaves while it runs or is
 * paused (its attributes changed it, or the element left the page) is ended here with a
 * `session-stop` that says why, so a host never loses one silently.
 */
export class SessionSlot {
  #session: SessionRunner | null = null;
  #stopsHeard = 0;
  /** start() came before there was a session to start (the element not yet on the page). */
  #startWanted = false;
  /** Why a session that leaves now leaves: its attributes changed it, unless the element is leaving the page. */
  leaving: SessionStopReason = 'attributes';
  /** Asks the view for a fresh session (start() after the last one ended). */
  renew: () => void = () => {};
  /** Bumped by renew(): part of the session's key. */
  generation = 0;
  /** The attributes cannot make a session (the view shows an error instead of a runner). */
  #invalid = false;
  /** Which sit the attributes make now: the view's latest callbacks() says, before any session exists. */
  #sit: SessionSit = { preset: 'custom', config: DEFAULT_BREATHING_CONFIG };
  /** Which sit the session last started was, and when: what its session-complete or session-stop carries. */
  #started: SessionRecordDetail | null = null;

  readonly #host: HTMLElement;

  constructor(host: HTMLElement) {
    this.#host = host;
  }

  markInvalid(invalid: boolean): void {
    this.#invalid = invalid;
  }

  get current(): SessionRunner | null {
    return this.#session;
  }

  set current(session: SessionRunner | null) {
    const previous = this.#session;
    this.#session = session;
    if (previous && previous !== session) this.#end(previous, this.leaving);
    if (session && this.#startWanted) {
      this.#startWanted = false;
      session.start();
    }
  }

  get status(): WidgetStatus {
    if (this.#invalid) return 'invalid';
    return this.#session?.getState().status ?? 'idle';
  }

  /**
   * Starts the session (autostart="off"); after one completed or stopped, a new one with the same
   * attributes. Before the element is on the page, it starts as soon as it is. Running or paused,
   * nothing changes (resume() resumes).
   */
  start(): void {
    const session = this.#session;
    const status = session?.getState().status;
    if (status === 'running' || status === 'paused') return;
    if (session && status === 'idle') return session.start();
    this.#startWanted = true;
    if (session) {
      this.generation += 1;
      this.renew();
    }
  }

  pause(): void {
    this.#session?.pause();
  }

  resume(): void {
    this.#session?.resume();
  }

  stop(reason: SessionStopReason = 'method'): void {
    this.#startWanted = false;
    if (this.#session) this.#end(this.#session, reason);
  }

  /** The started session's record; one whose start was not heard (none is expected) dates from now. */
  #record(): SessionRecordDetail {
    return this.#started ?? { ...this.#sit, startedAt: new Date().toISOString() };
  }

  /** The sit the attributes make now (the preset or technique id and the config): the next session's end events carry it. */
  runs(sit: SessionSit): void {
    this.#sit = sit;
  }

  /** The runner's callbacks, each dispatched from the element as its DOM event. */
  callbacks(): Required<Pick<SessionCallbacks, 'onStart' | 'onPhaseChange' | 'onSessionBell' | 'onPause' | 'onResume' | 'onComplete' | 'onStop'>> {
    const host = this.#host;
    return {
      onStart: (detail) => {
        // Read the clock before the page's listeners run; record after them, so session-start is not delayed.
        const startedAt = Date.now();
        emit(host, 'session-start', detail);
        this.#started = { ...this.#sit, startedAt: new Date(startedAt).toISOString() };
      },
      onPhaseChange: (detail) => emit(host, 'session-phase-change', detail),
      // Only meditation plans ring bells: <breath-session> never sends it.
      onSessionBell: (detail) => emit(host, 'session-bell', detail),
      onPause: (detail) => emit(host, 'session-pause', detail),
      onResume: (detail) => emit(host, 'session-resume', detail),
      onComplete: (detail) => emit(host, 'session-complete', { ...detail, ...this.#record() }),
      onStop: ({ reason, ...detail }) => {
        this.#stopsHeard += 1;
        emit(host, 'session-stop', { ...detail, ...this.#record(), reason });
      },
    };
  }

  /**
   * Stops a running or paused session, handing the runner the reason its stop event carries. A
   * session still mounted reports its own stop through onStop; one already unmounted has no listener
   * left, so the slot reports it.
   */
  #end(session: SessionRunner, reason: SessionStopReason): void {
    if (!active(session)) return;
    const heard = this.#stopsHeard;
    session.stop(reason);
    if (this.#stopsHeard === heard) emit(this.#host, 'session-stop', { ...timeOf(session), ...this.#record(), reason });
  }
}
