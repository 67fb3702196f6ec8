import type { ComponentType } from 'react';
import type { BreathingConfig } from '../catalog/breathingConfig';
import type { MeditationConfig } from '../catalog/meditationConfig';
import type { Plan } from '../core/types';
import { ConfigError } from './ConfigError';
import { usePlan } from './usePlan';
import { useTranslator, type RunnerLanguageOptions } from './useTranslator';
import { WordsContext } from './WordsContext';

/** The props of a runner of a compiled plan (BreathingPlanSession, MeditationPlanSession). */
interface PlanRunnerProps extends RunnerLanguageOptions {
  plan: Plan;
  config?: BreathingConfig | MeditationConfig;
}

export interface ConfigSessionProps<R extends PlanRunnerProps> {
  readonly kind: Plan['kind'];
  readonly Runner: ComponentType<R>;
  /** The session's own props: the runner's, with a config or a plan (which wins). */
  readonly props: Omit<R, 'plan' | 'config'> & { config?: R['config']; plan?: Plan };
}

/**
 * A config checked and compiled (or a plan taken as it is), then run by `Runner`; a config the
 * schema refuses shows its errors instead. BreathingSession and MeditationSession are this, each
 * with its kind and runner.
 */
export function ConfigSession<R extends PlanRunnerProps>({ kind, Runner, props }: ConfigSessionProps<R>) {
  const words = useTranslator(props);
  const compiled = usePlan(kind, props.config, props.plan, words);
  if (!compiled.ok) {
    const label = words.t(kind === 'breathing' ? 'runner.sessionLabel.breathing' : 'runner.sessionLabel.meditation');
    return (
      <WordsContext.Provider value={words}>
        <ConfigError label={label} message={compiled.message} />
      </WordsContext.Provider>
    );
  }
  // The runner's props less plan and config, plus both: R itself, which TypeScript cannot see through Omit.
  const runnerProps = { ...props, plan: compiled.plan } as unknown as R;
  return <Runner {...runnerProps} />;
}
