import type { MeditationConfig } from '../catalog/meditationConfig';
import type { Plan } from '../core/types';
import { ConfigSession } from './ConfigSession';
import { MeditationPlanSession, type MeditationPlanSessionProps } from './MeditationPlanSession';

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
  return <ConfigSession kind="meditation" Runner={MeditationPlanSession} props={props} />;
}
