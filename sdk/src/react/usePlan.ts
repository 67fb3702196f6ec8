import { useMemo } from 'react';
import type { BreathingConfig } from '../catalog/breathingConfig';
import type { MeditationConfig } from '../catalog/meditationConfig';
import { compileBreathingPlan, compileMeditationPlan } from '../core';
import type { Plan } from '../core/types';
import { useValue } from './useValue';
import type { Translator } from '../catalog/messages/createTranslator';

export type PlanResult = { ok: true; plan: Plan } | { ok: false; message: string };

/**
 * Compiles a config into a plan once per distinct config. Hosts (and custom-element wrappers) often
 * pass a fresh object with the same contents on every render; keying on the contents keeps the
 * running session instead of restarting it. A config the schema refuses becomes a readable message.
 */
export function usePlan(kind: Plan['kind'], config: BreathingConfig | MeditationConfig | undefined, plan: Plan | undefined, words: Translator): PlanResult {
  const given = useValue(plan ? undefined : config);
  return useMemo((): PlanResult => {
    if (plan) return { ok: true, plan };
    if (!given) return { ok: false, message: words.t(kind === 'breathing' ? 'runner.needsConfig.breathing' : 'runner.needsConfig.meditation') };
    try {
      const compiled = kind === 'breathing' ? compileBreathingPlan(given as BreathingConfig) : compileMeditationPlan(given as MeditationConfig);
      return { ok: true, plan: compiled };
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  }, [kind, plan, given, words]);
}
