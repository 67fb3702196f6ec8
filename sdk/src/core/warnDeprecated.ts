/** The deprecated names this page (or process) has been told about. */
const warned = new Set<string>();

/**
 * Tells the developer once, in the console, that `name` is deprecated and what to use instead: once
 * per name however often it is used (a page with twenty elements, a loop), so the warning is read
 * rather than scrolled past. Returns whether this call warned.
 */
export function warnDeprecated(name: string, instead: string): boolean {
  if (warned.has(name)) return false;
  warned.add(name);
  console.warn(`${name} is deprecated and goes in 1.0: ${instead}`);
  return true;
}
