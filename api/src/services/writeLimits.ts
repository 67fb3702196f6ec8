import type { RateLimit } from '../config';

/** How much one account may write: what keeps one account from filling the database. */
export interface WriteLimits {
  /** Saved sessions, log entries and deletions together, counted per API process (writeAllowance.ts). */
  readonly perUser: RateLimit;
  /** Saved sessions one account may keep. */
  readonly savedSessionsPerAccount: number;
}

export const defaultWriteLimits: WriteLimits = {
  perUser: { max: 60, windowSeconds: 60 },
  savedSessionsPerAccount: 500,
};

export const writeLimitsOf = (config: { writeLimits?: WriteLimits | undefined }): WriteLimits => config.writeLimits ?? defaultWriteLimits;

export const savedSessionsFull = (cap: number) =>
  `You have ${cap} saved sessions, the most one account can keep. Delete one you no longer use to save this one.`;
