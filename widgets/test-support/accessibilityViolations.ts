import axe from 'axe-core';

/** axe's violations for the element (axe walks into open shadow roots). */
export async function accessibilityViolations(element: HTMLElement): Promise<string[]> {
  // jsdom draws nothing, so colour contrast is checked in Chromium (examples' browser tests).
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}
