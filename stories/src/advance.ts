import type { ManualClock } from '@stillpoint/sdk/react';
import { act } from 'react';

/**
 * Moves a story's manual clock inside act(), so React has rendered the result when the play
 * function's next step looks. act() only runs quietly where React is told it is a test
 * environment; the flag is set for the call and put back after.
 */
export async function advance(loaded: unknown, ms: number): Promise<void> {
  const clock = (loaded as { clock: ManualClock }).clock;
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => clock.advance(ms));
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

/** The phase label of the runner in a story (the live region repeats the same words for screen readers). */
export function phaseOf(canvasElement: HTMLElement): HTMLElement {
  const phase = canvasElement.querySelector<HTMLElement>('[part="phase"]');
  if (!phase) throw new Error('The story shows no phase label.');
  return phase;
}
