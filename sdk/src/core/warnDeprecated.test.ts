import { afterEach, describe, expect, it, vi } from 'vitest';
import { warnDeprecated } from './warnDeprecated';

afterEach(() => vi.restoreAllMocks());

describe('warnDeprecated', () => {
  it('warns once per deprecated name, each name on its own', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(warnDeprecated('old-a', 'use new-a.')).toBe(true);
    expect(warnDeprecated('old-a', 'use new-a.')).toBe(false);
    expect(warnDeprecated('old-b', 'use new-b.')).toBe(true);
    expect(warn.mock.calls).toEqual([['old-a is deprecated and goes in 1.0: use new-a.'], ['old-b is deprecated and goes in 1.0: use new-b.']]);
  });
});
