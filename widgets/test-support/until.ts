/** Waits until `check` passes (polling), for what the elements render after a microtask or a timer. */
export async function until<T>(check: () => T | undefined | null | false, timeoutMs = 3000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${check.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
