import type { Locator, Page } from 'playwright-core';

/**
 * Ends the running session in `scope` (a page, or the element or frame around one runner) as a
 * person does: End Session, then "End now" when the runner asks. With `touch`, both presses are
 * taps. For tests about what follows an end; the question itself is the SDK's runnerLayout test's.
 */
export async function endSession(scope: Page | Locator, options: { touch?: boolean } = {}): Promise<void> {
  for (const name of ['End Session', 'End now']) {
    const button = scope.getByRole('button', { name, exact: true });
    await (options.touch ? button.tap() : button.click());
  }
}
