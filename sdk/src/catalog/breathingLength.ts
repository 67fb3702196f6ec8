import type { BreathingConfig } from './breathingConfig';

/*
 * How long a breathing config runs, by the engine's rules (those of buildBreathingPlan),
 * so cards can state a truthful length and the recommender can promise a duration that fits. The
 * catalog imports nothing of ours, so these few rules are restated here; the numbers are the product's.
 */
const SIGH_SECOND_INHALE = 1;
const SIGH_EXHALE = 6;
const TIDAL_CYCLE = 6;
const DEEP_RESET_BREATH = 2;
const DEEP_RESET_BREATHS = 30;
const DEEP_RESET_RECOVERY = 15;
const DEEP_RESET_REST = 30;
const DEEP_RESET_ROUNDS = 3;

/** Step-down's inhale and exhale in a 1-based round: 8 s, 1 s shorter every 2 rounds, never under 4 s. */
export function stepDownBreathSeconds(round: number): number {
  return Math.max(4, 8 - Math.floor((round - 1) / 2));
}

/**
 * Seconds of one round. The deep-reset breath hold is open-ended: `holdSeconds` says how long to
 * count it (its `holdTime` limit when set, else what the caller assumes).
 */
export function breathingRoundSeconds(config: BreathingConfig, round: number, holdSeconds = 0): number {
  const p = config.customPattern;
  switch (config.technique) {
    case 'step-down':
      return 2 * stepDownBreathSeconds(round) + p.hold + p.holdAfterExhale;
    case 'physiological-sigh':
      return p.inhale + SIGH_SECOND_INHALE + SIGH_EXHALE + p.holdAfterExhale;
    case 'tidal':
      return TIDAL_CYCLE;
    case 'deep-reset':
      return (config.rapidBreaths ?? DEEP_RESET_BREATHS) * DEEP_RESET_BREATH + (config.holdTime ?? holdSeconds) + DEEP_RESET_RECOVERY;
    default:
      return p.inhale + p.hold + p.exhale + p.holdAfterExhale;
  }
}

function restBetweenRounds(config: BreathingConfig): number {
  return config.restBetweenRounds ?? (config.technique === 'deep-reset' ? DEEP_RESET_REST : 0);
}

function setSeconds(config: BreathingConfig, rounds: number, holdSeconds: number): number {
  let total = 0;
  for (let round = 1; round <= rounds; round += 1) total += breathingRoundSeconds(config, round, holdSeconds);
  return total + (rounds - 1) * restBetweenRounds(config);
}

/** Rounds in each set: 3 for deep reset, the number asked for by rounds, else as many whole rounds as fit the minutes. */
export function breathingRoundsPerSet(config: BreathingConfig, holdSeconds = 0): number {
  if (config.technique === 'deep-reset') return DEEP_RESET_ROUNDS;
  if (config.duration.type === 'rounds') return config.duration.value;
  const budget = config.duration.value * 60;
  const sets = config.sets ?? 1;
  let rounds = 0;
  while (sets * setSeconds(config, rounds + 1, holdSeconds) + (sets - 1) * config.restBetweenSets <= budget) rounds += 1;
  return Math.max(1, rounds);
}

/** Total seconds of a session, settle-in, every set and the rests between them included. */
export function estimateBreathingSeconds(config: BreathingConfig, holdSeconds = 0): number {
  const sets = config.sets ?? 1;
  const rounds = breathingRoundsPerSet(config, holdSeconds);
  return (config.settleIn ?? 0) + sets * setSeconds(config, rounds, holdSeconds) + (sets - 1) * config.restBetweenSets;
}
