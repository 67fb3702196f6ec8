import { describe, expect, it } from 'vitest';
import { englishText } from '../../i18n/englishText';
import { de } from './messages/de';
import { techniqueText } from './techniqueText';

describe('techniqueText', () => {
  it('names a practice as the catalog does, a saved pattern by the name older entries recorded, a custom one by its kind', () => {
    expect(techniqueText('box', 'breathing')).toBe('Box Breathing');
    expect(techniqueText('zen', 'meditation')).toBe('Zen');
    expect(techniqueText('yoga-nidra-nsdr', 'meditation')).toBe('Yoga Nidra (NSDR)');
    expect(techniqueText('Evening 4-0-6', 'breathing')).toBe('Evening 4-0-6');
    expect(techniqueText('custom', 'breathing')).toBe('Custom pattern');
    expect(techniqueText('custom', 'meditation')).toBe('Custom meditation');
    expect(techniqueText('mbsr', 'meditation')).toBe('mbsr');
    expect(techniqueText('some-new-thing', 'breathing')).toBe('some new thing');
  });

  it('words a custom practice in the reader’s language', () => {
    const german = englishText(de);
    expect(techniqueText('custom', 'breathing', german)).toBe('Eigenes Muster');
    expect(techniqueText('custom', 'meditation', german)).toBe('Eigene Meditation');
  });
});
