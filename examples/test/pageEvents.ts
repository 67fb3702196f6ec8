import type { Page } from 'playwright-core';

/** One widget event as shared/event-log.js records it on the page. */
export interface HeardEvent {
  readonly type: string;
  readonly detail: Record<string, unknown>;
  /** The element the page's listener saw as the target (retargeted across shadow roots). */
  readonly target: string;
  /** The element that dispatched it (the first entry of the composed path). */
  readonly origin: string;
}

export function heardEvents(page: Page): Promise<HeardEvent[]> {
  return page.evaluate(() => (window as unknown as { stillpointEvents: HeardEvent[] }).stillpointEvents);
}

/** Waits until the page has heard an event of `type` from an element named `origin`. */
export async function waitForEvent(page: Page, type: string, origin: string, timeout = 30_000): Promise<void> {
  try {
    await waitFor(page, type, origin, timeout);
  } catch (error) {
    // Say what the page did hear, and what the widget shows, so a timeout explains itself.
    const heard = await heardEvents(page).catch(() => []);
    const shown = await page.locator(`${origin} [part~="runner"]`).first().innerText().catch(() => '(no runner)');
    throw new Error(`No ${type} from <${origin}>. Heard: ${heard.map((e) => `${e.origin}:${e.type}`).join(', ') || 'nothing'}. Shown: ${shown.replace(/\s+/g, ' ')}`, { cause: error });
  }
}

async function waitFor(page: Page, type: string, origin: string, timeout: number): Promise<void> {
  await page.waitForFunction(
    ([wanted, from]) =>
      (window as unknown as { stillpointEvents?: HeardEvent[] }).stillpointEvents?.some((event) => event.type === wanted && event.origin === from) ?? false,
    [type, origin] as const,
    { timeout, polling: 100 },
  );
}
