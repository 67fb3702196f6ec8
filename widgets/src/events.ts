/**
 * The DOM events both widgets dispatch. Each bubbles and is composed, so a listener on the element,
 * on any ancestor, or on `document` hears it even when the widget sits inside another shadow root.
 * Details are plain data (no class instances), safe to log, clone or post to a server.
 */

/** Fired once, when the session starts running. */
export interface SessionStartDetail {
  readonly kind: 'breathing' | 'meditation';
  /** The session's name as shown ("Box Breathing", "10 min Meditation"). */
  readonly title: string;
  /** Planned length in ms. */
  readonly total: number;
}

/** Fired at the start of every phase (inhale, hold, exhale, rest, pranayama, meditation, transition...). */
export interface PhaseChangeDetail {
  /** The phase's kind, e.g. "inhale", "hold-after-exhale", "meditation". */
  readonly phase: string;
  /** The words on screen: "Inhale", "Hold", "Body Scan". */
  readonly label: string;
  /** 1-based round ("Round X of Y"; 0 for meditation phases) and the target number of rounds. */
  readonly round: number;
  readonly rounds: number;
  /** Planned start from the start of the session, and planned length, in ms. */
  readonly start: number;
  readonly duration: number;
}

/** Fired when the session reaches its end (session-complete) or is ended early (session-stop). */
export interface SessionEndDetail {
  readonly kind: 'breathing' | 'meditation';
  readonly title: string;
  /** Session time that passed, pauses excluded, in ms. */
  readonly elapsed: number;
  /** Planned length in ms. */
  readonly total: number;
}

export const SESSION_EVENTS = ['session-start', 'phase-change', 'session-complete', 'session-stop'] as const;
export type SessionEventName = (typeof SESSION_EVENTS)[number];

export interface SessionEventDetails {
  'session-start': SessionStartDetail;
  'phase-change': PhaseChangeDetail;
  'session-complete': SessionEndDetail;
  'session-stop': SessionEndDetail;
}

declare global {
  interface HTMLElementEventMap {
    'session-start': CustomEvent<SessionStartDetail>;
    'phase-change': CustomEvent<PhaseChangeDetail>;
    'session-complete': CustomEvent<SessionEndDetail>;
    'session-stop': CustomEvent<SessionEndDetail>;
  }
}

/** Dispatches one of the widget events from the host element, bubbling and crossing shadow roots. */
export function emit<N extends SessionEventName>(host: Element, name: N, detail: SessionEventDetails[N]): void {
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
