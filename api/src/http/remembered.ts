/**
 * `compute`, with its answers remembered for the `limit` most recently added arguments (the oldest goes
 * first). For pure functions of a client's credentials, which a signed-in client sends on every request.
 */
export function remembered<V>(compute: (argument: string) => V, limit: number): (argument: string) => V {
  const known = new Map<string, V>();
  return (argument) => {
    if (known.has(argument)) return known.get(argument)!;
    const value = compute(argument);
    if (known.size >= limit) known.delete(known.keys().next().value!);
    known.set(argument, value);
    return value;
  };
}
