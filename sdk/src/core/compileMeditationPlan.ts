import type { MeditationConfig } from '../catalog/meditationConfig';
import { parseMeditationConfig } from '../catalog/parseConfig';
import { buildMeditationPlan } from './buildMeditationPlan';
import { InvalidConfigError } from './InvalidConfigError';
import type { RandomSource } from './programBells';
import type { Plan } from './types';

/**
 * Checks a meditation config against its schema and builds its plan, a program's random bells drawn
 * from `random` (Math.random unless given). Throws InvalidConfigError on bad input.
 */
export function compileMeditationPlan(input: MeditationConfig, random?: RandomSource): Plan {
  const parsed = parseMeditationConfig(input);
  if (!parsed.ok) throw new InvalidConfigError('meditation', parsed.errors);
  return buildMeditationPlan(parsed.value, random);
}
