import { eventually } from '@stillpoint/test-support/eventually';

/** The element's shadow root, once the runner (or its error) has rendered into it. */
export async function rendered(element: HTMLElement): Promise<ShadowRoot> {
  return eventually(() => (element.shadowRoot?.querySelector('[part~="runner"]') ? element.shadowRoot : null));
}
