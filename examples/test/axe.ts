import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations on the page, colour contrast included (Chromium draws, unlike jsdom). axe is
 * evaluated through the DevTools protocol, so the page's own Content-Security-Policy stays as it is.
 */
export async function accessibilityViolations(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run(context: string): Promise<{ violations: Array<{ id: string; help: string; nodes: unknown[] }> }> } }).axe;
    const results = await axe.run(context);
    return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);
  }, selector);
}
