import type { BreathingConfig } from '../catalog/breathingConfig';
import { parseBreathingConfig } from '../catalog/parseConfig';
import { buildBreathingPlan } from './buildBreathingPlan';
import { InvalidConfigError } from './InvalidConfigError';
import type { Plan } from './types';

/** Checks a breathing config against its schema and builds its plan. Throws InvalidConfigError on bad input. */
export function compileBreathingPlan(input: BreathingConfig): Plan {
  const parsed = parseBreathingConfig(input);
  if (!parsed.ok) throw new InvalidConfigError('breathing', parsed.errors);
  return buildBreathingPlan(parsed.value);
}
