import { describe, expect, it } from 'vitest';
import { boundedBatches } from './boundedBatches';

/** A batch function whose batches end when the test says so; it records the keys of each batch. */
function heldBatches() {
  const batches: number[][] = [];
  const ends: (() => void)[] = [];
  const load = (keys: readonly number[]) => {
    batches.push([...keys]);
    return new Promise<readonly (number | Error)[]>((resolve) => ends.push(() => resolve(keys.map((key) => (key < 0 ? new Error(`no ${key}`) : key * 10)))));
  };
  return { batches, load, endNext: () => ends.shift()!() };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('batches bounded in flight', () => {
  it('sends the loads of one turn together, each answered with its own value', async () => {
    const { batches, load, endNext } = heldBatches();
    const loader = boundedBatches(load);
    const answers = Promise.all([1, 2, 3].map((key) => loader.load(key)));
    await nextTurn();
    expect(batches).toEqual([[1, 2, 3]]);
    endNext();
    expect(await answers).toEqual([10, 20, 30]);
  });

  it('lets `inFlight` batches run at once; what comes meanwhile waits and goes out together when one ends', async () => {
    const { batches, load, endNext } = heldBatches();
    const loader = boundedBatches(load, { inFlight: 2 });
    const answers: Promise<number>[] = [loader.load(1)];
    await nextTurn();
    answers.push(loader.load(2));
    await nextTurn();
    for (const key of [3, 4, 5]) {
      answers.push(loader.load(key));
      await nextTurn();
    }
    expect(batches).toEqual([[1], [2]]);
    endNext();
    await answers[0];
    await nextTurn();
    expect(batches).toEqual([[1], [2], [3, 4, 5]]);
    endNext();
    endNext();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50]);
  });

  it('splits what waits into batches of `maxBatch` at most', async () => {
    const { batches, load, endNext } = heldBatches();
    const loader = boundedBatches(load, { inFlight: 1, maxBatch: 2 });
    const answers = Promise.all([1, 2, 3, 4, 5].map((key) => loader.load(key)));
    await nextTurn();
    for (let i = 0; i < 3; i += 1) {
      endNext();
      await new Promise((resolve) => setTimeout(resolve, 0));
      await nextTurn();
    }
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
    expect(await answers).toEqual([10, 20, 30, 40, 50]);
  });

  it('rejects only the load answered with an error, and every load of a batch that failed; the next batch still goes out', async () => {
    const loader = boundedBatches<number, number>(
      async (keys) => {
        if (keys.includes(13)) throw new Error('the batch failed');
        return keys.map((key) => (key < 0 ? new Error(`no ${key}`) : key));
      },
      { inFlight: 1 },
    );
    expect(await Promise.allSettled([loader.load(1), loader.load(-1)])).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: new Error('no -1') },
    ]);
    expect((await Promise.allSettled([loader.load(2), loader.load(13)])).map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
    expect(await loader.load(3)).toBe(3);
  });
});
