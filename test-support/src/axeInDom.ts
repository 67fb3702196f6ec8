import axe from 'axe-core';
import { formatViolations } from './axe';

/**
 * axe's violations for an element rendered in jsdom (axe walks into open shadow roots). jsdom draws
 * nothing, so colour contrast is left to the Chromium suites (accessibilityViolations in ./axe).
 */
export async function domAccessibilityViolations(element: HTMLElement): Promise<string[]> {
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  return formatViolations(results.violations);
}
