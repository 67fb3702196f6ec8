import type { Page } from 'playwright-core';
import type { ManualClock } from '../src/core/createManualClock';
import type { RecordedEvent } from './runnerHarnessPage';

/**
 * Moves a runner harness page's manual clock (`manualClock: true`) through `ms` of session time a second at a time,
 * once its session has started, each step in a task of its own so the page renders between them: the session runs
 * to its end in a moment, whatever the machine's load.
 */
export async function advanceSession(page: Page, ms: number): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { runnerEvents: RecordedEvent[] }).runnerEvents.some((e) => e.type === 'start'), undefined, {
    polling: 100,
    timeout: 30_000,
  });
  for (let at = 0; at <= ms; at += 1000) {
    await page.evaluate(() => (window as unknown as { manualClock: ManualClock }).manualClock.advance(1000));
  }
}
