import type { BreathingTechnique } from '../catalog/options';
import type { PhaseKind } from './types';

/** The words each phase shows. The meditation phase shows the type's name instead (the catalog's MEDITATION_TYPE_LABELS). */
export const PHASE_LABELS: Readonly<Record<PhaseKind, string>> = {
  settle: 'Settle In',
  inhale: 'Inhale',
  'second-inhale': 'Second Inhale',
  hold: 'Hold',
  exhale: 'Exhale',
  'hold-after-exhale': 'Hold',
  'rapid-breathing': 'Rapid Breathing',
  'breath-hold': 'Breath Hold',
  'recovery-breath': 'Recovery Breath',
  'rest-between-rounds': 'Rest',
  'rest-between-sets': 'Rest Between Sets',
  pranayama: 'Pranayama Breathing',
  meditation: 'Meditation',
  transition: 'Gentle Transition',
};

/** The humming exhale is the one exhale that asks for something else. */
export const HUMMING_EXHALE_LABEL = 'Hum';

/** What the runner shows when a session runs to its end. */
export const SESSION_COMPLETE_LABEL = 'Session Complete';
/** What the runner shows when a session is ended early. */
export const SESSION_ENDED_LABEL = 'Session Ended';

export const BREATHING_TECHNIQUE_TITLES: Readonly<Record<BreathingTechnique, string>> = {
  box: 'Box Breathing',
  '4-7-8': '4-7-8 Breathing',
  coherent: 'Coherent Breathing',
  '1-2-ratio': '1:2 Ratio Breathing',
  'physiological-sigh': 'Physiological Sigh',
  'step-down': 'Step-Down Breathing',
  tidal: 'Tidal Breathing',
  'humming-exhale': 'Humming Exhale',
  'deep-reset': 'Deep Reset',
  custom: 'Custom Breathing',
};

export const SILENT_TIMER_TITLE = 'Silent Timer';
