import { describe, expect, it } from 'vitest';
import { eventually } from './eventually';

describe('eventually', () => {
  it('answers the first value read that is awaited, reading again until then', async () => {
    let reads = 0;
    const value = await eventually(() => ++reads, { until: (n) => n === 3, everyMs: 1 });
    expect(value).toBe(3);
    expect(reads).toBe(3);
  });

  it('awaits a truthy value by default, sync or async', async () => {
    const values = [0, '', null, 'found'];
    await expect(eventually(async () => values.shift(), { everyMs: 1 })).resolves.toBe('found');
  });

  it('fails once its time is up, naming what it awaited and the last value read', async () => {
    await expect(eventually(() => ({ mails: 0 }), { until: (v) => v.mails > 0, withinMs: 30, everyMs: 5, what: 'a mail to ada@example.com' })).rejects.toThrow(
      'a mail to ada@example.com: still {"mails":0} after 30 ms',
    );
  });
});
