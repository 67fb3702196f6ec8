import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateBreathingSeconds } from '../catalog/breathingLength';
import { BREATHING_PRESETS } from '../catalog/breathingPresets';
import { BREATHING_LIBRARY, MEDITATION_LIBRARY } from '../catalog/library';
import { meditationTotalMinutes } from '../catalog/meditationLabels';
import { MEDITATION_PRESETS } from '../catalog/meditationPresets';
import { compileBreathingPlan } from './compileBreathingPlan';
import { compileMeditationPlan } from './compileMeditationPlan';
import { breathingConfigs } from '../../test-support/arbitraries';

describe('the catalog and the engines agree', () => {
  it('every breathing preset and library entry compiles to a plan', () => {
    for (const { config } of [...BREATHING_PRESETS, ...BREATHING_LIBRARY]) {
      expect(compileBreathingPlan(config).segments.length).toBeGreaterThan(0);
    }
  });

  it('every meditation preset and library entry compiles to a plan as long as its card says', () => {
    for (const { config } of [...MEDITATION_PRESETS, ...MEDITATION_LIBRARY]) {
      const plan = compileMeditationPlan(config);
      expect(plan.total).toBe(meditationTotalMinutes(config) * 60_000 + (config.settleIn ?? 0) * 1000);
    }
  });

  it('the length a breathing card states is the length its session runs', () => {
    fc.assert(
      fc.property(breathingConfigs, (config) => {
        expect(compileBreathingPlan(config).total).toBe(estimateBreathingSeconds(config) * 1000);
      }),
      { numRuns: 300 },
    );
  });
});
