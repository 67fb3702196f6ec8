import { describe, expect, it } from 'vitest';
import { remembered } from './remembered';

describe('remembered', () => {
  it('computes each argument once while it is among the most recent, then again once it was dropped', () => {
    const computed: string[] = [];
    const length = remembered((argument) => {
      computed.push(argument);
      return argument.length;
    }, 2);
    expect([length('a'), length('bb'), length('a'), length('bb')]).toEqual([1, 2, 1, 2]);
    expect(computed).toEqual(['a', 'bb']);
    length('ccc');
    expect([length('bb'), length('a')]).toEqual([2, 1]);
    expect(computed).toEqual(['a', 'bb', 'ccc', 'a']);
  });

  it('remembers a falsy answer too', () => {
    let calls = 0;
    const never = remembered(() => (calls += 1) && -1, 10);
    never('x');
    never('x');
    expect(calls).toBe(1);
  });
});
