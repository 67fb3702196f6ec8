/**
 * The DOM events both widgets dispatch. Each bubbles and is composed, so a listener on the element,
 * on any ancestor, or on `document` hears it even when the widget sits inside another shadow root.
 * Details are plain data (no class instances), safe to log, clone or post to a server.
 */

import type { AttributeError } from './attributes';
import type { BreathingConfig, MeditationConfig } from '@stillpoint/sdk/catalog';
import type { PhaseChangeDetail, ProgramBellKind, RunnerStopReason, SessionBellDetail, SessionEndDetail, SessionStartDetail } from '@stillpoint/sdk/core';

// The details are the SDK runners' callback details (their types in @stillpoint/sdk/core, which
// needs no React): one shape for a host using the React runners and one using the elements. The
// end of a session adds what a host needs to keep a record of the sit (SessionRecordDetail).
export type { PhaseChangeDetail, ProgramBellKind, SessionBellDetail, SessionEndDetail, SessionStartDetail };

/**
 * Which sit it was and when it began: what session-complete and session-stop add to the time that
 * passed, so a page can save the sit (to its own server, a log) from the event alone.
 */
export interface SessionRecordDetail {
  /**
   * The preset or technique it ran, by id: a <breath-session>'s technique (`box`, `4-7-8`...; a
   * breathing preset's id is its technique's; `custom` for a pattern of one's own), a
   * <meditation-timer>'s style preset (`tm`, `body-scan`...; `custom` when none).
   */
  readonly preset: string;
  /** The session's whole config, as the attributes made it (the catalog's BreathingConfig or MeditationConfig, by `kind`). */
  readonly config: BreathingConfig | MeditationConfig;
  /** When it started, by the page's clock: an ISO 8601 date and time in UTC ("2026-03-01T07:30:00.000Z"). */
  readonly startedAt: string;
}

/** session-complete: the time it took, which sit it was and when it began. */
export interface SessionCompleteDetail extends SessionEndDetail, SessionRecordDetail {}

/**
 * Why a session stopped before its end: the visitor pressed End Session ("user"), the page called the
 * element's stop() ("method"), an attribute that changes the session (its technique, length,
 * time-scale...) changed while it ran and a new session takes its place ("attributes"), or the element
 * left the page ("removed"; a move within the page keeps the session). The SDK runners' reason, which
 * the element hands to its runner's stop().
 */
export type SessionStopReason = RunnerStopReason;

/** session-stop: the time that passed, which sit it was and when it began, and why it stopped. */
export interface SessionStopDetail extends SessionEndDetail, SessionRecordDetail {
  /** Why it stopped. */
  readonly reason: SessionStopReason;
}

/** session-error: the element's attributes cannot make a session. */
export interface SessionErrorDetail {
  /** Every problem in one readable text, as logged in the console. */
  readonly message: string;
  /** Each problem, naming its attribute. */
  readonly problems: readonly AttributeError[];
}

/**
 * The names of the events both elements dispatch: `session-` and what happened, as the React
 * runners' callbacks are `on` and what happened (onPhaseChange, session-phase-change).
 */
export const SESSION_EVENTS = [
  'session-start',
  'session-phase-change',
  'session-pause',
  'session-resume',
  'session-complete',
  'session-stop',
  'session-error',
] as const;
/**
 * The events only <meditation-timer> dispatches: `session-bell`, each bell of its meditation (a
 * program's, or a plain meditation's start, interval and end bells, as a program of one sit).
 */
export const MEDITATION_TIMER_EVENTS = ['session-bell'] as const;
/** One of SESSION_EVENTS or MEDITATION_TIMER_EVENTS. */
export type SessionEventName = (typeof SESSION_EVENTS)[number] | (typeof MEDITATION_TIMER_EVENTS)[number];

/**
 * Former event names, each still dispatched right after the event that replaced it, with the same
 * detail: `phase-change` is now `session-phase-change`.
 *
 * @deprecated Listen for the new names; the old ones stop in 1.0.
 */
export const DEPRECATED_EVENT_NAMES = { 'phase-change': 'session-phase-change' } as const;
/**
 * One of the former event names.
 *
 * @deprecated Use SessionEventName.
 */
export type DeprecatedEventName = keyof typeof DEPRECATED_EVENT_NAMES;

/** Each event's `detail`, by event name. Times are whole ms. */
export interface SessionEventDetails {
  /** The session started. */
  'session-start': SessionStartDetail;
  /** A phase began (inhale, hold, exhale, rest, pranayama, meditation, transition...); in a program, a segment (its index and kind). */
  'session-phase-change': PhaseChangeDetail;
  /** <meditation-timer> only: a bell rang; when (ms of session time), in which segment, and what bell. */
  'session-bell': SessionBellDetail;
  /**
   * The same event as session-phase-change, under its former name.
   *
   * @deprecated Listen for session-phase-change; phase-change stops in 1.0.
   */
  'phase-change': PhaseChangeDetail;
  /** The session paused (its Pause button or pause()). */
  'session-pause': SessionEndDetail;
  /** The session resumed. */
  'session-resume': SessionEndDetail;
  /** The session ran to its end: its time, which sit it was and when it began. */
  'session-complete': SessionCompleteDetail;
  /** The session ended early: its time, which sit it was, when it began, and why it ended. */
  'session-stop': SessionStopDetail;
  /** The attributes cannot make a session. */
  'session-error': SessionErrorDetail;
}

/** The widget events as listeners see them: `addEventListener('session-stop', (event) => event.detail.reason)`. */
export type SessionEventMap = { [N in keyof SessionEventDetails]: CustomEvent<SessionEventDetails[N]> };

// They bubble and are composed, so they reach `document` and `window` too; their types are on the
// elements (WidgetElement's addEventListener), not merged into every element's, document's and
// window's event maps: a page that listens on `document` reads `event as CustomEvent<SessionStopDetail>`.

/** Dispatches one of the widget events from the host element, bubbling and crossing shadow roots. */
export function emit<N extends SessionEventName>(host: Element, name: N, detail: SessionEventDetails[N]): void {
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  // Pages written against a former name keep hearing it, after the new one and with the same detail.
  for (const [former, current] of Object.entries(DEPRECATED_EVENT_NAMES)) {
    if (current === name) host.dispatchEvent(new CustomEvent(former, { detail, bubbles: true, composed: true }));
  }
}
