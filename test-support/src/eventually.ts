/**
 * Every wait in the suites is bounded by this unless a test says otherwise: how long a test waits for what a page, a
 * server or a mail does on its own time before it calls it broken, not a figure (`npm run bench` keeps those). A CI
 * machine at twice the load of a quiet one took over 10 s to show a first screen in German after a sign-up.
 */
export const WAIT_MS = 20_000;

/** What a read answers once it is truthy, the default wait. */
export type Truthy<T> = Exclude<T, null | undefined | false | 0 | ''>;

export interface EventuallyOptions<T> {
  /** Whether a value read is the one awaited; by default, any truthy value. */
  readonly until?: (value: T) => boolean;
  /** How long to keep reading (default WAIT_MS). */
  readonly withinMs?: number;
  /** How long between reads (default 50 ms). */
  readonly everyMs?: number;
  /** What is awaited, for the error when it never comes (default: the reader's source). */
  readonly what?: string;
}

/**
 * Reads `read` until its value is the one awaited and answers that value; throws, naming what was awaited
 * and the last value read, once `withinMs` has passed. The one polling helper of the repo: for what a page,
 * a mail server or a database does on its own time. Never a way to wait for something not to happen.
 */
export function eventually<T>(read: () => T | Promise<T>, options?: EventuallyOptions<T> & { readonly until?: undefined }): Promise<Truthy<T>>;
export function eventually<T>(read: () => T | Promise<T>, options: EventuallyOptions<T> & { readonly until: (value: T) => boolean }): Promise<T>;
export async function eventually<T>(read: () => T | Promise<T>, options: EventuallyOptions<T> = {}): Promise<T> {
  const { until = Boolean, withinMs = WAIT_MS, everyMs = 50 } = options;
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (until(value)) return value;
    if (Date.now() > deadline) throw new Error(`${options.what ?? read.toString()}: still ${shown(value)} after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

function shown(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
