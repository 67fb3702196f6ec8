import type { RunStatus } from '@stillpoint/sdk/core';

/** What the element shows: a session's status, or `invalid` while its attributes cannot be used. */
export type WidgetStatus = RunStatus | 'invalid';

/**
 * The methods and properties both elements have, beyond HTMLElement's. A module of its own with no
 * React in it: the elements' type declarations point here, and a page without React types reads them.
 */
export interface WidgetElement extends HTMLElement {
  /** Starts the session (with autostart="off", or again after it completed or stopped). */
  start(): void;
  pause(): void;
  resume(): void;
  /** Ends the session early: session-stop with reason "method". */
  stop(): void;
  /** idle, running, paused, complete, stopped, or invalid while the attributes cannot be used. */
  readonly status: WidgetStatus;
}

/** The class of an element: what `widgetBase` returns and both element classes extend. */
export type WidgetElementClass = { new (): WidgetElement; readonly prototype: WidgetElement };
