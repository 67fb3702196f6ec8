/**
 * Empties the page, then lets what its widgets left scheduled run while the window is still open.
 *
 * Preact runs a render's effects after the next frame, with a 35 ms timer in case no frame comes.
 * jsdom closes the window when a test file ends and takes its globals away; a timer still pending
 * then calls `cancelAnimationFrame` on a global that is gone: an uncaught ReferenceError, after the
 * file's tests have passed, that fails the whole run.
 */
export async function settleWidgets(): Promise<void> {
  document.body.replaceChildren();
  // The widgets unmount a microtask after they leave the page; a frame later, a render's frame
  // callback (registered before this one) has run, and a task later the effects it queued.
  await new Promise(requestAnimationFrame);
  await new Promise((resolve) => setTimeout(resolve));
}
