/** Attributes frameworks add (data-*, aria-*, Angular's _ngcontent-*, Vue's v-*, Alpine's x-*, event handlers on*). */
const FRAMEWORK = /^(data-|aria-|on|_|ng-|v-|x-)|[:@.[\]]/;

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

/**
 * The attribute an unknown `name` most likely meant: one a letter or two away (a quarter of its
 * length, so HTML's own short names, `style` or `title`, are not taken for `type`), or one it
 * contains (`sounds-url` contains `sounds`).
 */
export function nearestAttribute(name: string, known: readonly string[]): string | undefined {
  if (known.includes(name) || FRAMEWORK.test(name)) return undefined;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = distance(name, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  if (bestDistance <= Math.max(1, name.length >> 2)) return best;
  return known.filter((candidate) => name.includes(candidate)).sort((a, b) => b.length - a.length)[0];
}

/**
 * What to tell a page author about an attribute the element does not read but that looks like one
 * it does (`round="3"`): HTML ignores it silently, so a typo would quietly run the default.
 */
export function unknownAttributeWarnings(tag: string, names: readonly string[], known: readonly string[]): string[] {
  return names.flatMap((name) => {
    const nearest = nearestAttribute(name, known);
    return nearest ? [`[stillpoint] <${tag}> has no attribute "${name}"; it is ignored. Did you mean ${nearest}?`] : [];
  });
}
