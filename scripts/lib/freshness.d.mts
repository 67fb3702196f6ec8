/** The newest modification time (ms) of `path` or anything under it, skipping node_modules, dist and .data. */
export function newestMtime(path: string): number;
/** Whether `output` is missing or older than any file under `sources`. */
export function isStale(output: string, sources: readonly string[]): boolean;
/** Whether the app whose `routes.json` is `routesFile` was built for another site origin than `origin` (or is missing, or recorded none). */
export function builtForAnotherOrigin(routesFile: string, origin: string): boolean;
