import type { BreathingConfig } from '../catalog/breathingConfig';
import type { MeditationConfig } from '../catalog/meditationConfig';
import { compileBreathingPlan } from './compileBreathingPlan';
import { compileMeditationPlan } from './compileMeditationPlan';
import type { Plan } from './types';

/** A saved or built session of either kind: its type and its (unchecked) config. */
export type SessionInput =
  | { readonly type: 'breathing'; readonly config: BreathingConfig }
  | { readonly type: 'meditation'; readonly config: MeditationConfig };

/** Compiles a saved or built session of either kind. */
export function compilePlan(session: SessionInput): Plan {
  if (session.type === 'breathing') return compileBreathingPlan(session.config);
  if (session.type === 'meditation') return compileMeditationPlan(session.config);
  throw new TypeError(`A session's type must be "breathing" or "meditation", not ${JSON.stringify((session as { type: unknown }).type)}.`);
}
