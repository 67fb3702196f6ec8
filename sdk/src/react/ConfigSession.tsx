import type { ComponentType } from 'react';
import type { BreathingConfig } from '../catalog/breathingConfig';
import type { MeditationConfig } from '../catalog/meditationConfig';
import type { Plan } from '../core/types';
import { ConfigError } from './ConfigError';
import { usePlan } from './usePlan';

/** The props of a runner of a compiled plan (BreathingPlanSession, MeditationPlanSession). */
interface PlanRunnerProps {
  plan: Plan;
  config?: BreathingConfig | MeditationConfig;
}

export interface ConfigSessionProps<R extends PlanRunnerProps> {
  readonly kind: Plan['kind'];
  /** The region's name while the config cannot run ("Breathing session"). */
  readonly label: string;
  readonly Runner: ComponentType<R>;
  /** The session's own props: the runner's, with a config or a plan (which wins). */
  readonly props: Omit<R, 'plan' | 'config'> & { config?: R['config']; plan?: Plan };
}

/**
 * A config checked and compiled (or a plan taken as it is), then run by `Runner`; a config the
 * schema refuses shows its errors instead. BreathingSession and MeditationSession are this, each
 * with its kind and runner.
 */
export function ConfigSession<R extends PlanRunnerProps>({ kind, label, Runner, props }: ConfigSessionProps<R>) {
  const compiled = usePlan(kind, props.config, props.plan);
  if (!compiled.ok) return <ConfigError label={label} message={compiled.message} />;
  // The runner's props less plan and config, plus both: R itself, which TypeScript cannot see through Omit.
  const runnerProps = { ...props, plan: compiled.plan } as unknown as R;
  return <Runner {...runnerProps} />;
}
