import { describe, expect, it } from 'vitest';
import { libraryLength, librarySessionRequest, libraryShelves } from './libraryShelves';

describe('libraryShelves', () => {
  it('holds the catalog library\'s 5 meditations and 5 breathing sessions, by category', () => {
    const shelves = libraryShelves();
    expect(shelves.flatMap((shelf) => shelf.items)).toHaveLength(10);
    expect(shelves.map((shelf) => [shelf.label, shelf.items.map((item) => item.entry.id)])).toEqual([
      ['Mantra', ['tm-transcendental']],
      ['Mindfulness', ['mindfulness-mbsr']],
      ['Body', ['body-scan-progressive']],
      ['Compassion', ['metta-loving-kindness']],
      ['Sleep', ['yoga-nidra-nsdr', 'four-seven-eight-weil']],
      ['Focus', ['box-breathing-navy']],
      ['Balance', ['coherent-breathing']],
      ['Calm', ['physiological-sigh-huberman']],
      ['Energy', ['deep-reset-simplified']],
    ]);
  });

  it('starts an entry with its own config, named and recorded as the entry', () => {
    const sleep = libraryShelves().find((shelf) => shelf.category === 'sleep')!;
    const [nidra, weil] = sleep.items;
    expect(libraryLength(nidra!)).toBe('30 min');
    expect(libraryLength(weil!)).toBe('8 rounds');
    expect(librarySessionRequest(nidra!)).toMatchObject({ kind: 'meditation', title: 'Yoga Nidra (NSDR)', technique: 'yoga-nidra-nsdr', config: { duration: 30, ambient: 'sea_loop' } });
    expect(librarySessionRequest(weil!)).toMatchObject({ kind: 'breathing', technique: 'four-seven-eight-weil', config: { duration: { type: 'rounds', value: 8 } } });
  });
});
