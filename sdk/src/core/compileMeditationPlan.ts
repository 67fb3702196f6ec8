import type { MeditationConfig } from '../catalog/meditationConfig';
import { parseMeditationConfig } from '../catalog/parseConfig';
import { buildMeditationPlan } from './buildMeditationPlan';
import { InvalidConfigError } from './InvalidConfigError';
import type { Plan } from './types';

/** Checks a meditation config against its schema and builds its plan. Throws InvalidConfigError on bad input. */
export function compileMeditationPlan(input: MeditationConfig): Plan {
  const parsed = parseMeditationConfig(input);
  if (!parsed.ok) throw new InvalidConfigError('meditation', parsed.errors);
  return buildMeditationPlan(parsed.value);
}
