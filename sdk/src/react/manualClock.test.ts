import { afterEach, describe, expect, it, vi } from 'vitest';
import { createManualClock } from './manualClock';

afterEach(() => vi.restoreAllMocks());

describe('createManualClock from the React entry (deprecated)', () => {
  it('still gives a working manual clock, and says once where it moved however often it is called', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const clocks = [createManualClock(10), createManualClock(), createManualClock()];
    clocks[0]!.advance(5);
    expect(clocks[0]!.now()).toBe(15);
    expect(warn.mock.calls).toEqual([["createManualClock from '@stillpoint/sdk/react' is deprecated and goes in 1.0: import it from '@stillpoint/sdk/core'."]]);
  });
});
