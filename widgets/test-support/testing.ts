import axe from 'axe-core';

/** Waits until `check` passes (polling), for what the elements render after a microtask or a timer. */
export async function until<T>(check: () => T | undefined | null | false, timeoutMs = 3000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${check.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The element's shadow root, once the runner (or its error) has rendered into it. */
export async function rendered(element: HTMLElement): Promise<ShadowRoot> {
  return until(() => (element.shadowRoot?.querySelector('[part~="runner"]') ? element.shadowRoot : null));
}

/** axe's violations for the element (axe walks into open shadow roots). */
export async function accessibilityViolations(element: HTMLElement): Promise<string[]> {
  // jsdom draws nothing, so colour contrast is checked in Chromium (examples' browser tests).
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}
