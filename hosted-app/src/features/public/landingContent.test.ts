import { BREATHING_PRESETS, MEDITATION_PRESETS } from '@stillpoint/sdk/catalog';
import { describe, expect, it } from 'vitest';
import { BUNDLES, LANDING_BREATHING, LANDING_MEDITATIONS } from './landingContent';
import { TECHNIQUE_PATHS } from './techniquePages';
import { landingWords } from './words/landingWords';

const t = landingWords.wordsIn('en');

describe("the landing page's cards", () => {
  it('name six breathing techniques as the catalog names them, each linking to its technique page', () => {
    expect(LANDING_BREATHING).toHaveLength(6);
    for (const card of LANDING_BREATHING) {
      expect(BREATHING_PRESETS.find((preset) => preset.id === card.id)?.name, card.id).toBe(t(`card.${card.id}.name`));
      expect(TECHNIQUE_PATHS, card.id).toContain(card.to);
    }
  });

  it('name six meditation styles as the catalog names them, then the Custom Timer', () => {
    expect(LANDING_MEDITATIONS.map((card) => t(`card.${card.id}.name`)).at(-1)).toBe('Custom Timer');
    const styles = LANDING_MEDITATIONS.slice(0, -1);
    expect(styles).toHaveLength(6);
    for (const card of styles) expect(MEDITATION_PRESETS.find((preset) => preset.id === card.id)?.name, card.id).toBe(t(`card.${card.id}.name`));
  });

  it("run the bundles' practices under their catalog names", () => {
    for (const { breathing, meditation } of BUNDLES) {
      expect(BREATHING_PRESETS.find((preset) => preset.id === breathing.technique)?.name).toBe(breathing.name(t));
      if (meditation.preset) expect(MEDITATION_PRESETS.find((preset) => preset.id === meditation.preset)?.name).toBe(meditation.name(t));
    }
  });
});
