/** Polls `check` every 10 ms until it returns true; fails after `withinMs` (change notices take milliseconds, not seconds). */
export async function waitFor(check: () => boolean | Promise<boolean>, withinMs = 2_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
