/**
 * Attributes any element may carry (HTML's global ones) and those frameworks add (data-*, aria-*,
 * Angular's _ngcontent-*, Vue's v-*, Alpine's x-*, event handlers on*): none of them is a misspelling.
 */
const GLOBAL = new Set([
  'id', 'class', 'style', 'slot', 'part', 'exportparts', 'hidden', 'title', 'lang', 'dir', 'tabindex', 'role', 'is', 'inert',
  'nonce', 'autofocus', 'draggable', 'contenteditable', 'accesskey', 'translate', 'spellcheck', 'enterkeyhint', 'inputmode',
  'popover', 'autocapitalize', 'itemprop', 'itemscope', 'itemtype', 'itemid', 'itemref', 'elementtiming', 'virtualkeyboardpolicy',
]);
const FRAMEWORK = /^(data-|aria-|on|_|ng-|v-|x-|:|@)|[:@.[\]]/;

/** Edit distance: the number of single-letter changes from one name to the other. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The known attribute nearest to `name`, when it is near enough to be what was meant. */
export function nearestAttribute(name: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = distance(name, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? best : undefined;
}

/**
 * What to tell a page author about attributes the element does not read (`round="3"`): HTML
 * ignores them silently, so a typo would quietly run the default. One line per attribute, naming the
 * nearest attribute the element does read.
 */
export function unknownAttributeWarnings(tag: string, names: readonly string[], known: readonly string[]): string[] {
  return names
    .filter((name) => !known.includes(name) && !GLOBAL.has(name) && !FRAMEWORK.test(name))
    .map((name) => {
      const nearest = nearestAttribute(name, known);
      const hint = nearest ? `Did you mean ${nearest}?` : `It reads: ${known.join(', ')}.`;
      return `[stillpoint] <${tag}> has no attribute "${name}"; it is ignored. ${hint}`;
    });
}
