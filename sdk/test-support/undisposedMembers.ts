/**
 * Tone's habit, as a helper: after dispose(), every Tone object reachable from `root` through its own
 * members (nested objects, arrays, maps and sets included) must report `disposed`. Returns the paths
 * of those that do not.
 */
export function undisposedMembers(root: object): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, path: string, depth: number) => {
    if (value === null || typeof value !== 'object' || seen.has(value) || depth > 6) return;
    seen.add(value);
    if (isTone(value)) {
      if (!value.disposed) found.push(path);
      return;
    }
    if (value instanceof Map) return value.forEach((v, k) => visit(v, `${path}[${String(k)}]`, depth + 1));
    if (value instanceof Set || Array.isArray(value)) return [...value].forEach((v, i) => visit(v, `${path}[${i}]`, depth + 1));
    if (isPlain(value)) for (const [key, v] of Object.entries(value)) visit(v, `${path}.${key}`, depth + 1);
  };
  for (const [key, value] of Object.entries(root)) visit(value, key, 0);
  return found;
}

function isTone(value: object): value is { disposed: boolean; context: unknown } {
  return 'disposed' in value && typeof (value as { disposed: unknown }).disposed === 'boolean' && 'context' in value && !('rawContext' in value);
}

/** Our own objects and plain data; not DOM nodes, contexts or functions. */
function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || (proto !== null && typeof proto.constructor === 'function' && !(value instanceof EventTarget) && !('rawContext' in value));
}
