import { until } from './until';

/** The element's shadow root, once the runner (or its error) has rendered into it. */
export async function rendered(element: HTMLElement): Promise<ShadowRoot> {
  return until(() => (element.shadowRoot?.querySelector('[part~="runner"]') ? element.shadowRoot : null));
}
