/**
 * The DOM events both widgets dispatch. Each bubbles and is composed, so a listener on the element,
 * on any ancestor, or on `document` hears it even when the widget sits inside another shadow root.
 * Details are plain data (no class instances), safe to log, clone or post to a server.
 */

import type { PhaseChangeDetail, SessionEndDetail, SessionStartDetail } from '@stillpoint/sdk/react';

// The details are the SDK runners' callback details, unchanged (sdk/src/react/sessionDetails.ts):
// one shape for a host using the React runners and one using the elements.
export type { PhaseChangeDetail, SessionEndDetail, SessionStartDetail };

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
