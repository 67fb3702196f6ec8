import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHarness, type OpenHarness } from '../../test-support/openHarness';

let h: OpenHarness;
beforeAll(async () => {
  // Chrome's real autoplay rule: no sound before the user's gesture.
  h = await openHarness({ gestureNeeded: true });
});
afterAll(async () => {
  await h?.close();
});

describe('starting audio', () => {
  it('waits for the first gesture: suspended before the tap, running after unlock() in its handler', async () => {
    expect(await h.page.evaluate(() => window.audioHarness.prepareGesture())).toBe('suspended');
    await h.page.click('button');
    await expect.poll(() => h.page.evaluate(() => window.audioHarness.gestureState())).toBe('running');
  });

  it('resumes the context after an interruption once sound was started', async () => {
    await h.page.evaluate(() => window.audioHarness.interrupt());
    await expect.poll(() => h.page.evaluate(() => window.audioHarness.gestureState()), { timeout: 5000 }).toBe('running');
  });
});
