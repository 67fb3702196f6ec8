import type { BreathingConfig } from '../catalog/breathingConfig';
import {
  DEEP_RESET_BREATH_SECONDS,
  DEEP_RESET_RAPID_BREATHS,
  DEEP_RESET_RECOVERY_SECONDS,
  DEEP_RESET_REST_SECONDS,
  DEEP_RESET_ROUNDS,
  SIGH_EXHALE_SECONDS,
  SIGH_SECOND_INHALE_SECONDS,
  TIDAL_EXHALE_SECONDS,
  TIDAL_INHALE_SECONDS,
  stepDownSeconds,
} from './breathingRules';
import { BREATHING_TECHNIQUE_TITLES, HUMMING_EXHALE_LABEL, PHASE_LABELS } from './phaseLabels';
import { createSegmentList } from './segmentList';
import type { CueKind, PhaseKind, Plan } from './types';

const SECOND = 1000;

interface RoundPhase {
  readonly phase: PhaseKind;
  readonly ms: number;
  readonly openEnded?: boolean;
}

const CUES: Partial<Record<PhaseKind, CueKind>> = {
  inhale: 'inhale',
  'second-inhale': 'inhale',
  hold: 'hold',
  'hold-after-exhale': 'hold',
  exhale: 'exhale',
  'rapid-breathing': 'inhale',
  'breath-hold': 'hold',
  'recovery-breath': 'inhale',
};

/** The phases of one round (1-based within its set), before 0 s phases are skipped. */
function roundPhases(config: BreathingConfig, round: number): RoundPhase[] {
  const pattern = config.customPattern;
  switch (config.technique) {
    case 'step-down': {
      const seconds = stepDownSeconds(round);
      return [
        { phase: 'inhale', ms: seconds * SECOND },
        { phase: 'hold', ms: pattern.hold * SECOND },
        { phase: 'exhale', ms: seconds * SECOND },
        { phase: 'hold-after-exhale', ms: pattern.holdAfterExhale * SECOND },
      ];
    }
    case 'physiological-sigh':
      return [
        { phase: 'inhale', ms: pattern.inhale * SECOND },
        { phase: 'second-inhale', ms: SIGH_SECOND_INHALE_SECONDS * SECOND },
        { phase: 'exhale', ms: SIGH_EXHALE_SECONDS * SECOND },
        { phase: 'hold-after-exhale', ms: pattern.holdAfterExhale * SECOND },
      ];
    case 'tidal':
      return [
        { phase: 'inhale', ms: TIDAL_INHALE_SECONDS * SECOND },
        { phase: 'exhale', ms: TIDAL_EXHALE_SECONDS * SECOND },
      ];
    case 'deep-reset':
      return [
        { phase: 'rapid-breathing', ms: (config.rapidBreaths ?? DEEP_RESET_RAPID_BREATHS) * DEEP_RESET_BREATH_SECONDS * SECOND },
        // Ends on "Release & Breathe"; a configured limit lets an unattended session still finish.
        { phase: 'breath-hold', ms: (config.holdTime ?? 0) * SECOND, openEnded: true },
        { phase: 'recovery-breath', ms: DEEP_RESET_RECOVERY_SECONDS * SECOND },
      ];
    default:
      return [
        { phase: 'inhale', ms: pattern.inhale * SECOND },
        { phase: 'hold', ms: pattern.hold * SECOND },
        { phase: 'exhale', ms: pattern.exhale * SECOND },
        { phase: 'hold-after-exhale', ms: pattern.holdAfterExhale * SECOND },
      ];
  }
}

function roundLength(config: BreathingConfig, round: number): number {
  return roundPhases(config, round).reduce((sum, phase) => sum + phase.ms, 0);
}

function restBetweenRoundsMs(config: BreathingConfig): number {
  const fallback = config.technique === 'deep-reset' ? DEEP_RESET_REST_SECONDS : 0;
  return (config.restBetweenRounds ?? fallback) * SECOND;
}

/**
 * How many rounds each set runs. Deep reset always runs 3; by rounds, the number asked for; by time,
 * as many whole rounds as fit in the minutes across every set and rest (at least one), so a
 * "10 minute" session ends at or just before 10 minutes rather than after a fixed 10 rounds.
 */
export function roundsPerSet(config: BreathingConfig): number {
  if (config.technique === 'deep-reset') return DEEP_RESET_ROUNDS;
  if (config.duration.type === 'rounds') return config.duration.value;
  const budget = config.duration.value * 60 * SECOND;
  const sets = config.sets ?? 1;
  const restSets = config.restBetweenSets * SECOND;
  const restRounds = restBetweenRoundsMs(config);
  let rounds = 0;
  let perSet = 0;
  for (;;) {
    const next = perSet + roundLength(config, rounds + 1) + (rounds > 0 ? restRounds : 0);
    if (sets * next + (sets - 1) * restSets > budget) break;
    perSet = next;
    rounds += 1;
  }
  return Math.max(1, rounds);
}

/**
 * Builds the plan of a breathing config the schema has accepted: its ordered,
 * contiguous segments. It checks nothing; compileBreathingPlan() is the entry for unchecked input.
 */
export function buildBreathingPlan(config: BreathingConfig): Plan {
  const list = createSegmentList();
  const cuesOn = config.notificationsEnabled;
  const rounds = roundsPerSet(config);
  const sets = config.sets ?? 1;
  const restRounds = restBetweenRoundsMs(config);

  list.add({ phase: 'settle', label: PHASE_LABELS.settle, duration: (config.settleIn ?? 0) * SECOND });
  for (let set = 1; set <= sets; set += 1) {
    for (let round = 1; round <= rounds; round += 1) {
      for (const { phase, ms, openEnded } of roundPhases(config, round)) {
        const label = phase === 'exhale' && config.technique === 'humming-exhale' ? HUMMING_EXHALE_LABEL : PHASE_LABELS[phase];
        list.add({ phase, label, duration: ms, openEnded, round, set, cue: cuesOn ? (CUES[phase] ?? null) : null });
      }
      if (round < rounds) {
        list.add({ phase: 'rest-between-rounds', label: PHASE_LABELS['rest-between-rounds'], duration: restRounds, round, set });
      }
    }
    if (set < sets) {
      const label = PHASE_LABELS['rest-between-sets'];
      list.add({ phase: 'rest-between-sets', label, duration: config.restBetweenSets * SECOND, round: rounds, set });
    }
  }

  return {
    kind: 'breathing',
    title: BREATHING_TECHNIQUE_TITLES[config.technique],
    segments: list.segments,
    total: list.total,
    rounds,
    sets,
    bells: [],
    prompts: [],
    repeatBellEvery: 0,
    fadeIn: 0,
    fadeOut: 0,
    cueSound: cuesOn ? config.notificationSound : null,
    openEnded: false,
  };
}
