import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser build, for a page to evaluate (or to add as an init script, as the Storybook suite does). */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The part of an axe result the suites report. */
export interface AxeViolation {
  readonly id: string;
  readonly help: string;
  readonly nodes: readonly { readonly target?: unknown }[];
}

/** One line a violation: its rule, what it asks, and how many elements break it (with their selectors when `targets`). */
export function formatViolations(violations: readonly AxeViolation[], { targets = false } = {}): string[] {
  return violations.map((violation) => {
    const where = targets ? `: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}` : '';
    return `${violation.id}: ${violation.help} (${violation.nodes.length})${where}`;
  });
}

/** Pages that load axe with every document they open from now on. */
const axeOnEveryDocument = new WeakSet<Page>();

/**
 * axe's violations on `selector` in the page, colour contrast included (Chromium draws, unlike jsdom). axe is
 * evaluated through the DevTools protocol, so the page's own Content-Security-Policy stays as it is. A page checked
 * once gets axe as an init script too: each later document it opens has axe already, instead of taking its half
 * a megabyte through the protocol again at every check after a navigation (most of a check's time on a loaded machine).
 */
export async function accessibilityViolations(page: Page, selector = 'body', options: { targets?: boolean } = {}): Promise<string[]> {
  if (!axeOnEveryDocument.has(page)) {
    axeOnEveryDocument.add(page);
    await page.addInitScript(AXE_SOURCE);
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run(context: string, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const results = await axe.run(context, { resultTypes: ['violations'] });
    return results.violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map(({ target }) => ({ target })) }));
  }, selector);
  return formatViolations(violations, options);
}
