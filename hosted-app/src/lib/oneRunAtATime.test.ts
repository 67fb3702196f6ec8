import { describe, expect, it } from 'vitest';
import { oneRunAtATime } from './oneRunAtATime';

/** A task whose runs end when the test says, each answering what the work list held when the run began. */
function controlledTask() {
  const work: string[] = [];
  const runs: { readonly saw: readonly string[]; readonly end: (failed?: boolean) => void }[] = [];
  const task = (_key: string) =>
    new Promise<readonly string[]>((resolve, reject) => {
      const saw = [...work];
      runs.push({ saw, end: (failed) => (failed ? reject(new Error('offline')) : resolve(saw)) });
    });
  return { work, runs, task };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('oneRunAtATime', () => {
  it('starts at once when nothing runs', async () => {
    const { work, runs, task } = controlledTask();
    const run = oneRunAtATime(task);
    work.push('a');
    const answer = run('user');
    expect(runs).toHaveLength(1);
    runs[0]?.end();
    await expect(answer).resolves.toEqual(['a']);
  });

  it('answers a call made during a run with the run after it, which sees the work added meanwhile', async () => {
    const { work, runs, task } = controlledTask();
    const run = oneRunAtATime(task);
    const first = run('user');
    work.push('completion');
    const second = run('user');
    const third = run('user');
    expect(runs).toHaveLength(1);
    runs[0]?.end();
    await expect(first).resolves.toEqual([]);
    await settled();
    expect(runs).toHaveLength(2);
    runs[1]?.end();
    await expect(second).resolves.toEqual(['completion']);
    await expect(third).resolves.toEqual(['completion']);
  });

  it('runs the follow-up after a failed run too, and keeps keys apart', async () => {
    const { work, runs, task } = controlledTask();
    const run = oneRunAtATime(task);
    const first = run('ada');
    const other = run('bo');
    expect(runs).toHaveLength(2);
    work.push('completion');
    const second = run('ada');
    runs[0]?.end(true);
    await expect(first).rejects.toThrow('offline');
    await settled();
    expect(runs).toHaveLength(3);
    runs[2]?.end();
    await expect(second).resolves.toEqual(['completion']);
    runs[1]?.end();
    await expect(other).resolves.toEqual([]);
  });
});
