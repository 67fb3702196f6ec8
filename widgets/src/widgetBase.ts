import r2wc from '@r2wc/react-to-web-component';
import { createTranslator, loadedMessages, loadMessages, pickLocale, type Locale, type MessageOverrides } from '@stillpoint/sdk/catalog';
import { Subscribable } from '@stillpoint/sdk/core';
import { WordsContext } from '@stillpoint/sdk/react';
import { createElement, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { AttributeValues } from './attributes';
import { STILLPOINT_ELEMENT } from './define';
import { elementLanguage, onLanguageChange, readMessagesAttribute } from './elementLanguage';
import { attributeNames, defineReflectingProperties, upgradeProperties, type PropertyKind } from './elementProperties';
import { SessionSlot, type SessionSit } from './sessionSlot';
import { SessionView, type WidgetKind } from './SessionView';
import type { WidgetElementClass, WidgetStatus } from './widgetElement';

/** What a widget's view receives: every attribute's text (undefined when absent), the element, and its session. */
export interface WidgetViewProps {
  readonly values: AttributeValues;
  /** The custom element, which dispatches the widget's events. */
  readonly host: HTMLElement;
  /** The session the element's methods drive; the view hands its runner's session to it. */
  readonly session: SessionSlot;
  /** The catalog language the element speaks (its `lang`, else the page's), and a host's own wording over it. */
  readonly locale?: Locale;
  readonly messages?: MessageOverrides;
}

/** The lifecycle r2wc's element class has (its documented way to extend it is overriding these and calling super). */
type R2wcElement = HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };

/**
 * An element's attribute values as its view reads them: a snapshot replaced on every change, with
 * change listeners. It also knows whether the view has caught up with the latest snapshot: until it
 * has, the element's method calls wait in `#queue`, so `setAttribute(...)` then `start()` in one
 * task starts the session those attributes make (the view renders them a microtask later, and its
 * runner is handed over after that render's effects), not the old one that is about to be replaced.
 */
class AttributeStore {
  values: AttributeValues = {};
  readonly #changes = new Subscribable();
  /** The snapshot the view's effects last ran for (null before the first render). */
  #applied: AttributeValues | null = null;
  readonly #queue: Array<() => void> = [];
  readonly subscribe = (listener: () => void) => this.#changes.subscribe(listener);
  readonly read = () => this.values;
  set(values: AttributeValues): void {
    this.values = values;
    this.#changes.notify();
  }
  get pending(): boolean {
    return this.#applied !== this.values;
  }
  /** Runs `call` now, or once the view has rendered the attributes set before it. */
  inOrder(call: () => void): void {
    if (this.pending) this.#queue.push(call);
    else call();
  }
  /** Resolves once the view shows the attributes as they are now (true), as Lit's updateComplete. */
  settled(): Promise<boolean> {
    return new Promise((resolve) => this.inOrder(() => resolve(true)));
  }
  /** The view's effects ran for `values`: queued calls run in their order (one may change attributes again). */
  applied(values: AttributeValues): void {
    this.#applied = values;
    while (!this.pending && this.#queue.length > 0) this.#queue.shift()!();
  }
  /** Same values, new snapshot: the view renders again (a new session after start() on an ended one). */
  touch(): void {
    this.set({ ...this.values });
  }
}

/** HTML's common attributes and those frameworks add: never a misspelling of ours, nothing to check. */
const COMMON = /^(id|class|style|slot|part|title|lang|dir|hidden|role|tabindex|data-|aria-|on)/;

/**
 * A misspelt attribute (`round="3"`) is ignored by HTML without a word. Most elements carry only
 * their own and HTML's common attributes: the check of any other name (an edit distance to each of
 * ours) is a chunk of its own, fetched only when there is such a name.
 */
function warnUnknownAttributes(tag: string, names: readonly string[], known: readonly string[]): void {
  const others = names.filter((name) => !known.includes(name) && !COMMON.test(name));
  if (others.length === 0) return;
  void import('./unknownAttributes').then(({ unknownAttributeWarnings }) => {
    for (const warning of unknownAttributeWarnings(tag, others, known)) console.warn(warning);
  });
}

/** The language an element speaks and a host's own wording: a snapshot replaced on every change, with change listeners. */
class LanguageStore {
  value: { readonly lang: string; readonly messages: MessageOverrides | undefined } = { lang: '', messages: undefined };
  readonly #changes = new Subscribable();
  readonly subscribe = (listener: () => void) => this.#changes.subscribe(listener);
  readonly read = () => this.value;
  set(change: Partial<LanguageStore['value']>): void {
    const next = { ...this.value, ...change };
    if (next.lang === this.value.lang && next.messages === this.value.messages) return;
    this.value = next;
    this.#changes.notify();
  }
}

interface Internals {
  readonly attributes: AttributeStore;
  readonly language: LanguageStore;
  /** Stops following the page's `lang` (while connected). */
  unfollow?: () => void;
  readonly session: SessionSlot;
  /** The view is in the shadow root (r2wc mounted it), from the first connection until a real removal. */
  mounted: boolean;
  /** Unknown attributes were reported (once, on the first connection). */
  warned: boolean;
}

// Per element, out of the element's own properties: what the view reads and what the methods drive.
const internals = new WeakMap<HTMLElement, Internals>();

function internalsOf(element: HTMLElement): Internals {
  let found = internals.get(element);
  if (!found) {
    const session = new SessionSlot(element);
    found = { attributes: new AttributeStore(), language: new LanguageStore(), session, mounted: false, warned: false };
    internals.set(element, found);
  }
  return found;
}

/**
 * The base class of a widget: r2wc's custom element over its view (SessionView, rendered by Preact), with an open
 * shadow root, through r2wc's public API only (the component, `shadow`, the `container` prop it
 * passes, and the lifecycle callbacks its element class documents for overriding).
 *
 * The attributes do not go through r2wc's props: the element observes them itself and the view reads
 * them from a store, every attribute as text, so the view parses and validates them in one place and
 * can name the attribute that is wrong. That also covers what r2wc's string props would miss: HTML's
 * boolean attributes are empty (`<breath-session sound>`) and a removed attribute should restore its
 * default. r2wc renders only when the element is connected, so an element made with createElement
 * renders once it is in the document, with all its attributes (autostart="off" included); several
 * attributes set in a row render once (Preact batches the store's change notices).
 *
 * Moving the element (removed and inserted again in the same task: `append` elsewhere, a
 * framework reordering a list) keeps its session running; only an element still out of the document
 * a microtask later is unmounted, and a session it was running ends with session-stop, reason
 * "removed". Off the browser (server rendering, Node) there is no HTMLElement: the base is an inert
 * class, so importing a widget module never touches a browser global.
 */
export function widgetBase<P extends object, C extends SessionSit['config']>(kind: WidgetKind<C>, properties: Readonly<Record<string, PropertyKind>>): WidgetElementClass<P> {
  if (typeof HTMLElement === 'undefined') return class {} as unknown as WidgetElementClass<P>;
  const attributes = attributeNames(properties);
  const { tag } = kind;

  function Adapter({ container }: { container?: HTMLElement }) {
    const host = (container as unknown as ShadowRoot).host as HTMLElement;
    const { attributes: store, session, language } = internalsOf(host);
    const values = useSyncExternalStore(store.subscribe, store.read);
    const { lang, messages } = useSyncExternalStore(language.subscribe, language.read);
    // The element's words: English at once; another language once its catalog has loaded. Until the first
    // language has loaded the element shows nothing (as while a program's checker loads); a language changed
    // later loads while the element goes on in the one it had, so a running session is never interrupted.
    const wanted = pickLocale(lang);
    const catalog = loadedMessages(wanted);
    const shown = useRef<Locale | null>(null);
    useEffect(() => {
      if (catalog) shown.current = wanted;
    });
    const locale = catalog ? wanted : shown.current;
    const wordsLoading = catalog ? undefined : loadMessages(wanted);
    useEffect(() => {
      if (wordsLoading) void wordsLoading.then(() => store.touch());
    }, [store, wordsLoading]);
    const words = useMemo(() => (locale === null ? null : createTranslator(locale, loadedMessages(locale), messages)), [locale, messages]);
    // Code the attributes need that is a chunk of its own (a program's checker) loads first: until
    // then the element shows nothing and its method calls wait, as for any attribute change; once
    // loaded, the same attributes render again.
    const loading = kind.prepare?.(values) ?? (words === null ? wordsLoading : undefined);
    // Declared in the outermost component, so it runs after the runner's own effects, which hand
    // the new session to the slot: calls made after an attribute change then reach that session.
    useEffect(() => {
      if (loading) void loading.then(() => store.touch());
      else store.applied(values);
    }, [store, values, loading]);
    if (loading || words === null) return null;
    return createElement(WordsContext.Provider, { value: words }, createElement(SessionView<C>, { kind, values, host, session, locale: words.locale, messages }));
  }

  const Base = r2wc(Adapter, { shadow: 'open' }) as unknown as { new (): R2wcElement; readonly prototype: R2wcElement };

  class Widget extends Base {
    static readonly [STILLPOINT_ELEMENT] = true;
    static readonly observedAttributes = [...attributes, 'messages'];

    constructor() {
      super();
      const { attributes: store, session } = internalsOf(this);
      session.renew = () => store.touch();
    }

    attributeChangedCallback(name: string): void {
      if (name === 'messages') {
        internalsOf(this).language.set({ messages: readMessagesAttribute(tag, this.getAttribute('messages')) });
        return;
      }
      const values = Object.fromEntries(attributes.map((name) => [name, this.getAttribute(name) ?? undefined]));
      internalsOf(this).attributes.set(values);
    }

    override connectedCallback(): void {
      upgradeProperties(this, [...attributes, 'messages']);
      const state = internalsOf(this);
      if (!state.warned) {
        state.warned = true;
        warnUnknownAttributes(tag, this.getAttributeNames(), attributes);
      }
      state.language.set({ lang: elementLanguage(this) });
      state.unfollow ??= onLanguageChange(() => state.language.set({ lang: elementLanguage(this) }));
      // Back from a move before the view was unmounted: the session runs on.
      if (state.mounted) return;
      state.mounted = true;
      state.session.leaving = 'attributes';
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      queueMicrotask(() => {
        const state = internalsOf(this);
        if (this.isConnected || !state.mounted) return;
        state.mounted = false;
        state.unfollow?.();
        state.unfollow = undefined;
        state.session.leaving = 'removed';
        super.disconnectedCallback();
      });
    }

    // Each call applies after the attribute changes made before it (see AttributeStore).
    start(): void {
      const { attributes: store, session } = internalsOf(this);
      store.inOrder(() => session.start());
    }

    pause(): void {
      const { attributes: store, session } = internalsOf(this);
      store.inOrder(() => session.pause());
    }

    resume(): void {
      const { attributes: store, session } = internalsOf(this);
      store.inOrder(() => session.resume());
    }

    stop(): void {
      const { attributes: store, session } = internalsOf(this);
      store.inOrder(() => session.stop('method'));
    }

    get updateComplete(): Promise<boolean> {
      return internalsOf(this).attributes.settled();
    }

    get status(): WidgetStatus {
      return internalsOf(this).session.status;
    }

    get messages(): MessageOverrides | undefined {
      return internalsOf(this).language.value.messages;
    }

    // Reflected as the `messages` attribute's JSON text, as the other JSON properties are.
    set messages(value: MessageOverrides | string | undefined | null) {
      if (value === undefined || value === null) this.removeAttribute('messages');
      else this.setAttribute('messages', typeof value === 'string' ? value : JSON.stringify(value));
    }
  }
  defineReflectingProperties(Widget.prototype, properties);
  return Widget as unknown as WidgetElementClass<P>;
}
