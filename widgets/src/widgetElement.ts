import type { MessageOverrides } from '@stillpoint/sdk/catalog';
import type { RunStatus } from '@stillpoint/sdk/core';
import type { SessionEventMap } from './events';

/** What the element shows: a session's status, or `invalid` while its attributes cannot be used. */
export type WidgetStatus = RunStatus | 'invalid';

/** The events a widget element dispatches, with HTMLElement's own: what its addEventListener types. */
export interface WidgetElementEventMap extends HTMLElementEventMap, SessionEventMap {}

/**
 * The methods and properties both elements have, beyond HTMLElement's. A module of its own with no
 * React in it: the elements' type declarations point here, and a page without React types reads them.
 */
export interface WidgetElement extends HTMLElement {
  /** Starts the session (with autostart="off", or again after it completed or stopped). */
  start(): void;
  /** Pauses a running session (session-pause). */
  pause(): void;
  /** Resumes a paused session (session-resume). */
  resume(): void;
  /** Ends the session early: session-stop with reason "method". */
  stop(): void;
  /** idle, running, paused, complete, stopped, or invalid while the attributes cannot be used. */
  readonly status: WidgetStatus;
  /**
   * A host's own wording for some of the element's messages, by key (`{ "button.start": "Begin" }`), over the
   * catalog of the element's language: its `lang`, else the nearest `lang` of the page, else English.
   * Reflected as the `messages` attribute's JSON text.
   */
  get messages(): MessageOverrides | undefined;
  set messages(value: MessageOverrides | string | undefined);
  /**
   * Resolves (true) once the element shows its attributes as they are now: after `el.rounds = 3`,
   * `await el.updateComplete` and `el.status` describes the new session. Methods need no wait: a
   * call applies after the attribute changes made before it.
   */
  readonly updateComplete: Promise<boolean>;
  // The widget events, typed on the elements themselves (`el.addEventListener('session-stop', (e) =>
  // e.detail.reason)`) rather than on every element, document and window of the page.
  /** Listens for one of the element's events, with its detail typed (`session-stop`: `event.detail.reason`). */
  addEventListener<K extends keyof WidgetElementEventMap>(
    type: K,
    listener: (this: this, event: WidgetElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  /** Listens for any other event, as HTMLElement's. */
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  /** Removes a listener added for one of the element's events. */
  removeEventListener<K extends keyof WidgetElementEventMap>(
    type: K,
    listener: (this: this, event: WidgetElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  /** Removes a listener for any other event, as HTMLElement's. */
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The class of an element with properties `P`: what `widgetBase` returns and both element classes extend. */
export type WidgetElementClass<P extends object = object> = { new (): WidgetElement & P; readonly prototype: WidgetElement & P };
