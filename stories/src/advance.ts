import type { ManualClock } from '@stillpoint/sdk/react';

/** One turn of the event loop: React renders a store update made outside its events in a microtask, and its effects after. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Lets React finish what it has pending, moves a story's manual clock, then lets React render what the new time shows before the play
 * function's next step looks. Not React's act(): that is a testing API that React's production build
 * (the one a built Storybook runs) does not export.
 */
export async function advance(loaded: unknown, ms: number): Promise<void> {
  const clock = (loaded as { clock: ManualClock }).clock;
  // First what is still pending (a story's first render's effects: the runner's autostart).
  await settle();
  await settle();
  clock.advance(ms);
  await settle();
  await settle();
}

/** The phase label of the runner in a story (the live region repeats the same words for screen readers). */
export function phaseOf(canvasElement: HTMLElement): HTMLElement {
  const phase = canvasElement.querySelector<HTMLElement>('[part="phase"]');
  if (!phase) throw new Error('The story shows no phase label.');
  return phase;
}
