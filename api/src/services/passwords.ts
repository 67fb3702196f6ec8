import argon2 from 'argon2';
import type { PasswordHashing } from '../config';

export interface Passwords {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the time of one verification, so an unknown e-mail answers as slowly as a wrong password. */
  waste(password: string): Promise<void>;
}

/** argon2id with the configured cost; the hash string records its own parameters, so old hashes still verify. */
export function createPasswords(cost: PasswordHashing): Passwords {
  const options: argon2.HashOptions = { type: argon2.argon2id, memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: cost.parallelism };
  let decoy: Promise<string> | undefined;
  return {
    hash: (password) => argon2.hash(password, options),
    async verify(hash, password) {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    },
    async waste(password) {
      decoy ??= argon2.hash('decoy password for timing', options);
      await argon2.verify(await decoy, password).catch(() => false);
    },
  };
}
