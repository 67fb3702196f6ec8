import type { MeditationConfig } from '../catalog/meditationConfig';
import type { Plan } from '../core/types';
import { ConfigError } from './ConfigError';
import { MeditationPlanSession, type MeditationPlanSessionProps } from './MeditationPlanSession';
import { usePlan } from './usePlan';

/**
 * A meditation config (MeditationConfig), checked and compiled here; or an already
 * compiled plan (wins over `config`). One of the two is required: with neither there is nothing to
 * run, a type error rather than a message at run time.
 */
export type MeditationSessionProps = Omit<MeditationPlanSessionProps, 'plan' | 'config'> &
  ({ config: MeditationConfig; plan?: Plan } | { config?: MeditationConfig; plan: Plan });

/**
 * The meditation session runner for a config (or a plan): a config the schema refuses shows its
 * errors; a valid one runs in MeditationPlanSession.
 */
export function MeditationSession(props: MeditationSessionProps) {
  const compiled = usePlan('meditation', props.config, props.plan);
  if (!compiled.ok) return <ConfigError label="Meditation session" message={compiled.message} />;
  return <MeditationPlanSession {...props} plan={compiled.plan} />;
}
