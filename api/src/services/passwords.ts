import argon2 from 'argon2';
import type { PasswordHashing } from '../config';

export interface Passwords {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the time of one verification, so an unknown e-mail answers as slowly as a wrong password. */
  waste(password: string): Promise<void>;
}

/**
 * How many argon2 runs may use libuv's thread pool at once: all but two of its threads (4 unless
 * UV_THREADPOOL_SIZE says otherwise), so file reads (the hosted app's pages), DNS look-ups and zlib always
 * find a free thread, however many sign-ins arrive. The others wait their turn in order, holding no thread.
 */
export const hashingSlots = (threadPoolSize = Number(process.env.UV_THREADPOOL_SIZE) || 4) => Math.max(1, threadPoolSize - 2);

/** Runs the tasks given to it at most `slots` at a time, the rest in arrival order. */
function inTurn(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // A waiting task takes over this slot; with none waiting, the slot is freed.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** argon2id with the configured cost; the hash string records its own parameters, so old hashes still verify. */
export function createPasswords(cost: PasswordHashing, slots = hashingSlots()): Passwords {
  const options: argon2.HashOptions = { type: argon2.argon2id, memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: cost.parallelism };
  const run = inTurn(slots);
  let decoy: Promise<string> | undefined;
  return {
    hash: (password) => run(() => argon2.hash(password, options)),
    async verify(hash, password) {
      try {
        return await run(() => argon2.verify(hash, password));
      } catch {
        return false;
      }
    },
    async waste(password) {
      decoy ??= run(() => argon2.hash('decoy password for timing', options));
      const decoyHash = await decoy;
      await run(() => argon2.verify(decoyHash, password)).catch(() => false);
    },
  };
}
