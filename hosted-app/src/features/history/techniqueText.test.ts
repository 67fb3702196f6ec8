import { describe, expect, it } from 'vitest';
import { techniqueText } from './techniqueText';

describe('techniqueText', () => {
  it('names a practice as the catalog does, a saved pattern by its own name', () => {
    expect(techniqueText('box')).toBe('Box Breathing');
    expect(techniqueText('zen')).toBe('Zen');
    expect(techniqueText('yoga-nidra-nsdr')).toBe('Yoga Nidra (NSDR)');
    expect(techniqueText('Evening 4-0-6')).toBe('Evening 4-0-6');
    expect(techniqueText('custom')).toBe('Custom pattern');
    expect(techniqueText('mbsr')).toBe('mbsr');
    expect(techniqueText('some-new-thing')).toBe('some new thing');
  });
});
