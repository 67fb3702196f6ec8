import { describe, expect, it } from 'vitest';
import { BOUNDS } from '@stillpoint/sdk/catalog';
import { sessionOfLength } from '../presets/presetLength';
import { libraryLength, libraryLengthChoice, librarySessionRequest, libraryShelves, shelfLabel, type LibraryItem } from './libraryShelves';

describe('libraryShelves', () => {
  it('holds the catalog library\'s 7 meditations (2 of them programs) and 5 breathing sessions, by category', () => {
    const shelves = libraryShelves();
    expect(shelves.flatMap((shelf) => shelf.items)).toHaveLength(12);
    expect(shelves.map((shelf) => [shelfLabel(shelf), shelf.items.map((item) => item.entry.id)])).toEqual([
      ['Mantra', ['tm-transcendental']],
      ['Mindfulness', ['mindfulness-mbsr']],
      ['Body', ['body-scan-progressive']],
      ['Compassion', ['metta-loving-kindness']],
      ['Sleep', ['yoga-nidra-nsdr', 'four-seven-eight-weil']],
      ['Program', ['sit-walk-sit', 'random-bells-noting']],
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

  it('offers a length to choose by the preset dialog\'s rules, from the entry\'s own; none for a guided meditation or the deep reset', () => {
    const items = new Map(libraryShelves().flatMap((shelf) => shelf.items.map((item): [string, LibraryItem] => [item.entry.id, item])));
    const choice = (id: string) => libraryLengthChoice(items.get(id)!);
    expect(choice('box-breathing-navy')).toEqual({ unit: 'minutes', bound: BOUNDS.timeMinutes, value: 10 });
    expect(choice('four-seven-eight-weil')).toEqual({ unit: 'rounds', bound: BOUNDS.rounds, value: 8 });
    expect(choice('tm-transcendental')).toEqual({ unit: 'minutes', bound: BOUNDS.meditationMinutes, value: 20 });
    for (const id of ['body-scan-progressive', 'metta-loving-kindness', 'yoga-nidra-nsdr', 'deep-reset-simplified']) expect(choice(id)).toBeNull();
    // A program's segments are its timing: a length for the whole would no longer match them.
    for (const id of ['sit-walk-sit', 'random-bells-noting']) expect(choice(id)).toBeNull();
    // The chosen length changes only the config's length: the entry's pattern, name and record stay.
    const box = librarySessionRequest(items.get('box-breathing-navy')!);
    const three = sessionOfLength(box, 3);
    expect(three).toMatchObject({ kind: 'breathing', title: 'Box Breathing (Navy Style)', source: 'library', technique: 'box-breathing-navy' });
    expect(three.config).toEqual({ ...box.config, duration: { type: 'time', value: 3 } });
  });
});
