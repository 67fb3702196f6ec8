import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMBIENT_OPTIONS, BELL_TYPES, SEGMENT_KINDS } from './options';
import { parseProgram } from './program';
import { checkProgram } from './programChecks';

const ISSUE_EXAMPLE =
  '{"segments":[{"kind":"sit","minutes":3,"bells":{"at":[1,2]}},{"kind":"walk","minutes":2},{"kind":"sit","minutes":4,"bells":{"every":1,"random":{"count":2}}}]}';

// Inputs that reach every check of the schema, each answered as parseProgram answers it.
const CASES: unknown[] = [
  ISSUE_EXAMPLE,
  '{"segments": [',
  '42',
  'null',
  '[]',
  {},
  { segments: [] },
  { segments: 'sit' },
  { segments: [null, 3, []] },
  { segments: Array.from({ length: 13 }, () => ({ kind: 'sit', minutes: 1 })) },
  { segments: [{ kind: 'sit', minutes: 60 }, { kind: 'sit', minutes: 60 }, { kind: 'sit', minutes: 60 }, { kind: 'walk', minutes: 1 }] },
  { segments: [{ kind: 'run', minutes: 0 }, { kind: 'sit', minutes: 2.5, colour: 'red' }], speed: 2 },
  { segments: [{}] },
  { segments: [{ kind: 'sit' }] },
  { segments: [{ kind: 'sit', minutes: '5' }] },
  { segments: [{ kind: 'sit', minutes: 10 }, { kind: 'walk', minutes: 3, bells: { at: [1, 5] } }] },
  { segments: [{ kind: 'sit', minutes: 10, bells: { at: [4, 2, 2, 12] } }] },
  { segments: [{ kind: 'sit', minutes: 10, bells: { at: 3 } }] },
  { segments: [{ kind: 'sit', minutes: 10, bells: { at: [1.5, 'x'] } }] },
  { segments: [{ kind: 'sit', minutes: 5, bells: { every: 5, random: { count: 9 } } }] },
  { segments: [{ kind: 'sit', minutes: 1, bells: { random: { count: 1 } } }] },
  { segments: [{ kind: 'sit', minutes: 4, bells: { random: {} } }] },
  { segments: [{ kind: 'sit', minutes: 4, bells: { random: { count: 1, when: 'now' } } }] },
  { segments: [{ kind: 'sit', minutes: 4, bells: { sometimes: true } }] },
  { segments: [{ kind: 'sit', minutes: 4, bells: null }] },
  { segments: [{ kind: 'sit', minutes: 20 }], ambient: 'rain_loop', bells: { type: 'zen-gong' }, zenMode: true, transitions: { fadeIn: 1, fadeOut: 2 } },
  { segments: [{ kind: 'sit', minutes: 20 }], ambient: 'traffic', bells: { type: 'cowbell', loud: true }, zenMode: 'yes', transitions: { fadeIn: 99 } },
  { segments: [{ kind: 'sit', minutes: 20 }], bells: 'zen-gong', transitions: [] },
  { segments: [{ kind: 'sit', minutes: 61 }, { kind: 'walk', minutes: 10, bells: { at: [12] } }] },
];

describe('checkProgram, without zod, answers as parseProgram', () => {
  it.each(CASES.map((input) => [JSON.stringify(input), input]))('%s', (_, input) => {
    expect(checkProgram(input)).toEqual(parseProgram(input));
  });

  it('for any program of known or unknown pieces', () => {
    const number = fc.oneof(fc.integer({ min: -2, max: 70 }), fc.constant(2.5), fc.constant('3'));
    const bells = fc.record(
      { at: fc.oneof(fc.array(number, { maxLength: 4 }), fc.constant(2)), every: number, random: fc.oneof(fc.record({ count: number }), fc.constant({})) },
      { requiredKeys: [] },
    );
    const segment = fc.oneof(
      fc.record({ kind: fc.constantFrom(...SEGMENT_KINDS, 'run'), minutes: number, bells }, { requiredKeys: ['kind'] }),
      fc.constant(null),
      fc.record({ kind: fc.constant('sit'), minutes: fc.constant(5), extra: fc.boolean() }),
    );
    const program = fc.record(
      {
        segments: fc.oneof(fc.array(segment, { maxLength: 14 }), fc.constant('sit')),
        ambient: fc.constantFrom(...AMBIENT_OPTIONS, 'traffic'),
        bells: fc.record({ type: fc.constantFrom(...BELL_TYPES, 'cowbell') }),
        zenMode: fc.oneof(fc.boolean(), fc.constant('on')),
        transitions: fc.record({ fadeIn: number, fadeOut: number }, { requiredKeys: [] }),
        tempo: fc.integer(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(program, (input) => {
        expect(checkProgram(input)).toEqual(parseProgram(input));
        expect(checkProgram(JSON.stringify(input))).toEqual(parseProgram(JSON.stringify(input)));
      }),
      { numRuns: 300 },
    );
  });
});
