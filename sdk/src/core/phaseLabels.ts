import type { BreathingTechnique } from '../catalog/options';
import { en } from '../catalog/messages/en';
import type { PhaseKind } from './types';

/** The words each phase shows, in English (the catalog's; runners show them in their reader's language). The meditation phase shows the type's name instead (the catalog's MEDITATION_TYPE_LABELS). */
export const PHASE_LABELS: Readonly<Record<PhaseKind, string>> = {
  settle: en['phase.settle'],
  inhale: en['phase.inhale'],
  'second-inhale': en['phase.secondInhale'],
  hold: en['phase.hold'],
  exhale: en['phase.exhale'],
  'hold-after-exhale': en['phase.hold'],
  'rapid-breathing': en['phase.rapidBreathing'],
  'breath-hold': en['phase.breathHold'],
  'recovery-breath': en['phase.recoveryBreath'],
  'rest-between-rounds': en['phase.rest'],
  'rest-between-sets': en['phase.restBetweenSets'],
  pranayama: en['phase.pranayama'],
  meditation: en['phase.meditation'],
  transition: en['phase.transition'],
};

/** The humming exhale is the one exhale that asks for something else. */
export const HUMMING_EXHALE_LABEL = en['phase.hum'];

/** What the runner shows when a session runs to its end. */
export const SESSION_COMPLETE_LABEL = en['session.complete'];
/** What the runner shows when a session is ended early. */
export const SESSION_ENDED_LABEL = en['session.ended'];

export const BREATHING_TECHNIQUE_TITLES: Readonly<Record<BreathingTechnique, string>> = {
  box: en['technique.box'],
  '4-7-8': en['technique.478'],
  coherent: en['technique.coherent'],
  '1-2-ratio': en['technique.ratio12'],
  'physiological-sigh': en['technique.physiologicalSigh'],
  'step-down': en['technique.stepDown'],
  tidal: en['technique.tidal'],
  'humming-exhale': en['technique.hummingExhale'],
  'deep-reset': en['technique.deepReset'],
  custom: en['technique.custom'],
};

export const SILENT_TIMER_TITLE = en['title.silentTimer'];
