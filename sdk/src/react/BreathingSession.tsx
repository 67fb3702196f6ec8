import type { BreathingConfig } from '../catalog/breathingConfig';
import type { Plan } from '../core/types';
import { BreathingPlanSession, type BreathingPlanSessionProps } from './BreathingPlanSession';
import { ConfigSession } from './ConfigSession';

/**
 * A breathing config (BreathingConfig), checked and compiled here; or an already compiled plan (wins over
 * `config`). One of the two is required: with neither there is nothing to run, a type error rather
 * than a message at run time.
 */
export type BreathingSessionProps = Omit<BreathingPlanSessionProps, 'plan' | 'config'> &
  ({ config: BreathingConfig; plan?: Plan } | { config?: BreathingConfig; plan: Plan });

/**
 * The breathing session runner for a config (or a plan): a config the schema refuses shows its
 * errors; a valid one runs in BreathingPlanSession.
 */
export function BreathingSession(props: BreathingSessionProps) {
  return <ConfigSession kind="breathing" Runner={BreathingPlanSession} props={props} />;
}
