import { describe, expect, it } from 'vitest';
import { AMBIENT_OPTIONS, BELL_TYPES, CUE_SOUNDS, VISUAL_GUIDES } from './options';
import { AMBIENT_LABELS, BELL_TYPE_LABELS, CUE_SOUND_LABELS, VISUAL_GUIDE_LABELS } from './optionLabels';

describe('the names the builders show for each choice', () => {
  it('name every option of every closed set, each differently', () => {
    for (const [options, labels] of [
      [VISUAL_GUIDES, VISUAL_GUIDE_LABELS],
      [AMBIENT_OPTIONS, AMBIENT_LABELS],
      [CUE_SOUNDS, CUE_SOUND_LABELS],
      [BELL_TYPES, BELL_TYPE_LABELS],
    ] as const) {
      const names = options.map((option) => (labels as Record<string, string>)[option]);
      expect(names.every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
      expect(new Set(names).size).toBe(options.length);
      expect(Object.keys(labels).sort()).toEqual([...options].sort());
    }
  });
});
