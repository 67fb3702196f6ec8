import r2wc from '@r2wc/react-to-web-component';
import { createElement, type ComponentType } from 'react';
import type { AttributeValues } from './attributes';
import { STILLPOINT_ELEMENT } from './define';

/** What a widget's view receives: every attribute's text (undefined when absent) and the element itself. */
export interface WidgetViewProps {
  readonly values: AttributeValues;
  /** The custom element, which dispatches the widget's events. */
  readonly host: HTMLElement;
}

type ElementClass = { new (): HTMLElement; readonly prototype: HTMLElement };

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');

function camelCase(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * The base class of a widget: r2wc's custom element over a React (here Preact) view, with an open
 * shadow root and every attribute passed through as text, so the view parses and validates them in
 * one place and can name the attribute that is wrong.
 *
 * r2wc skips attributes whose value is empty and ignores removed ones; HTML's boolean attributes
 * (`<breath-session sound>`) are empty, and removing one should restore the default, so both cases
 * are forwarded here. Off the browser (server rendering, Node) there is no HTMLElement: the base is
 * an inert class, so importing a widget module never touches a browser global.
 */
export function widgetBase(View: ComponentType<WidgetViewProps>, attributes: readonly string[]): ElementClass {
  if (typeof HTMLElement === 'undefined') return class {} as unknown as ElementClass;
  const names = attributes.map((attribute) => [attribute, camelCase(attribute)] as const);

  function Adapter(props: Record<string, unknown>) {
    const values = Object.fromEntries(names.map(([attribute, prop]) => [attribute, props[prop] as string | undefined]));
    const host = (props.container as ShadowRoot).host as HTMLElement;
    return createElement(View, { values, host });
  }

  const props = Object.fromEntries(names.map(([, prop]) => [prop, 'string' as const]));
  const Base = r2wc(Adapter, { shadow: 'open', props }) as unknown as ElementClass;

  class Widget extends Base {
    static readonly [STILLPOINT_ELEMENT] = true;

    constructor() {
      super();
      // r2wc starts out "connected", so an element made with createElement would render (and a
      // runner start) at its first setAttribute, before the rest of its attributes (autostart="off")
      // arrive. Render only once the element is in the document, with all of them.
      const self = this as unknown as Record<symbol, unknown>;
      self[CONNECTED] = false;
      // r2wc re-renders on every attribute change; a page setting three attributes in a row would
      // build and drop two sessions on the way. Coalesce them into one render per microtask.
      const render = self[RENDER] as () => void;
      let queued = false;
      self[RENDER] = () => {
        if (queued) return;
        queued = true;
        queueMicrotask(() => {
          queued = false;
          render.call(this);
        });
      };
    }

    attributeChangedCallback(attribute: string, previous: string | null, value: string | null): void {
      if (value) {
        const base = Base.prototype as unknown as { attributeChangedCallback(a: string, p: string | null, v: string | null): void };
        base.attributeChangedCallback.call(this, attribute, previous, value);
        return;
      }
      const self = this as unknown as Record<symbol, unknown>;
      (self[PROPS] as Record<string, string | undefined>)[camelCase(attribute)] = value === null ? undefined : '';
      (self[RENDER] as () => void).call(this);
    }
  }
  return Widget;
}
