import { describe, expect, it } from 'vitest';
import { DEFAULT_MEDITATION_CONFIG } from './defaults';
import { MEDITATION_PRESET_CONFIGS } from './meditationPresetConfigs';
import { parseMeditationConfig } from './parseConfig';
import { parseProgram, programText } from './program';

const ISSUE_EXAMPLE =
  '{"segments":[{"kind":"sit","minutes":3,"bells":{"at":[1,2]}},{"kind":"walk","minutes":2},{"kind":"sit","minutes":4,"bells":{"every":1,"random":{"count":2}}}]}';

const messages = (input: unknown) => {
  const result = parseProgram(input);
  return result.ok ? [] : result.errors.map((error) => error.message);
};

describe('parseProgram', () => {
  it("runs the issue's example as a meditation of its segments' total, bells on, over the defaults", () => {
    const result = parseProgram(ISSUE_EXAMPLE);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ ...DEFAULT_MEDITATION_CONFIG, duration: 9, bells: { enabled: true, interval: 0, type: 'tibetan-bowl' } });
    expect(result.value.segments?.map((segment) => segment.kind)).toEqual(['sit', 'walk', 'sit']);
  });

  it('takes the program options beside the segments, and the same program as a value', () => {
    const program = { segments: [{ kind: 'sit', minutes: 20 }], ambient: 'rain_loop', bells: { type: 'zen-gong' }, zenMode: true, transitions: { fadeIn: 1, fadeOut: 2 } };
    const result = parseProgram(program);
    expect(result.ok && result.value).toMatchObject({ duration: 20, ambient: 'rain_loop', zenMode: true, transitions: { fadeIn: 1, fadeOut: 2 }, bells: { start: 'zen-gong', type: 'zen-gong', end: 'zen-gong' } });
  });

  it('names the segment and the minute of a bell outside it', () => {
    expect(messages({ segments: [{ kind: 'sit', minutes: 10 }, { kind: 'walk', minutes: 3, bells: { at: [1, 5] } }] })).toEqual([
      'Segment 2: bell at minute 5 is outside its 3 minutes.',
    ]);
  });

  it('refuses bell minutes out of order or twice, an "every" longer than the segment, and random bells that cannot fit', () => {
    expect(messages({ segments: [{ kind: 'sit', minutes: 10, bells: { at: [4, 2] } }] })).toEqual([
      'Segment 1: bell minutes must be in order, each once (4, 2).',
    ]);
    expect(messages({ segments: [{ kind: 'sit', minutes: 10, bells: { at: [2, 2] } }] })).toHaveLength(1);
    expect(messages({ segments: [{ kind: 'sit', minutes: 5, bells: { every: 5 } }] })).toEqual([
      'Segment 1: a bell every 5 minutes never rings inside its 5 minutes.',
    ]);
    expect(messages({ segments: [{ kind: 'sit', minutes: 4, bells: { random: { count: 4 } } }] })).toEqual([
      'Segment 1: 4 random bells do not fit in its 4 minutes: at most 3, a minute apart and out of the first and last minute.',
    ]);
    expect(messages({ segments: [{ kind: 'sit', minutes: 1, bells: { random: { count: 1 } } }] })).toEqual([
      'Segment 1: random bells need a segment of 2 minutes or more (random bells keep out of the first and last minute).',
    ]);
  });

  it('names every wrong field of every segment, and unknown keys', () => {
    const result = parseProgram({ segments: [{ kind: 'run', minutes: 0 }, { kind: 'sit', minutes: 2.5, colour: 'red' }], speed: 2 });
    expect(result.ok ? [] : result.errors).toEqual([
      { field: 'segments.0.kind', message: 'Segment 1: kind must be one of: settle, sit, walk.' },
      { field: 'segments.0.minutes', message: 'Segment 1: length must be between 1 and 60 minutes.' },
      { field: 'segments.1.minutes', message: 'Segment 2: length must be a whole number between 1 and 60 minutes.' },
      { field: 'segments.1.colour', message: 'Segment 2: "segments.1.colour" is not a setting this session knows.' },
      { field: 'speed', message: '"speed" is not a setting this session knows.' },
    ]);
  });

  it('bounds the number of segments and their total', () => {
    expect(messages({ segments: [] })).toEqual(['A program needs at least 1 segment.']);
    expect(messages({ segments: Array.from({ length: 13 }, () => ({ kind: 'sit', minutes: 1 })) })).toEqual(['A program has at most 12 segments.']);
    expect(messages({ segments: [60, 60, 61].map((minutes) => ({ kind: 'sit', minutes: Math.min(minutes, 60) })).concat({ kind: 'walk', minutes: 1 }) })).toEqual([
      'The segments add up to 181 minutes; a program lasts at most 180 minutes.',
    ]);
  });

  it('says text that is not JSON is not JSON, and a program that is not an object is not one', () => {
    expect(parseProgram('{"segments": [')).toEqual({ ok: false, errors: [{ field: '(program)', message: expect.stringMatching(/^The program is not valid JSON/) }] });
    expect(messages('42')).toEqual(['The program must be an object.']);
    expect(messages({})).toEqual([expect.stringMatching(/^segments is required\./)]);
  });
});

describe('programText', () => {
  it('gives the canonical text, which parses back to the same config', () => {
    const parsed = parseProgram(ISSUE_EXAMPLE);
    if (!parsed.ok) throw new Error('the example parses');
    expect(programText(parsed.value)).toBe(ISSUE_EXAMPLE);
    const options = parseProgram({ segments: [{ kind: 'settle', minutes: 2, bells: {} }], ambient: 'sea_loop', bells: { type: 'crystal-bell' }, zenMode: true });
    if (!options.ok) throw new Error('the options parse');
    const text = programText(options.value);
    expect(text).toBe('{"segments":[{"kind":"settle","minutes":2}],"ambient":"sea_loop","bells":{"type":"crystal-bell"},"zenMode":true}');
    expect(parseProgram(text)).toEqual(options);
  });

  it('writes a meditation without segments as one sit of its length, bells off as bells of no sound', () => {
    expect(programText({ ...DEFAULT_MEDITATION_CONFIG, duration: 15 })).toBe('{"segments":[{"kind":"sit","minutes":15}],"bells":{"type":"none"}}');
  });
});

describe('meditation configs with segments', () => {
  const program = { kind: 'sit', minutes: 25 } as const;

  it('keeps every config without segments as it was, a 60-minute bound and all', () => {
    for (const config of Object.values(MEDITATION_PRESET_CONFIGS)) expect(parseMeditationConfig(config)).toEqual({ ok: true, value: config });
    const long = parseMeditationConfig({ ...DEFAULT_MEDITATION_CONFIG, duration: 61 });
    expect(long.ok ? [] : long.errors).toEqual([{ field: 'duration', message: 'Duration must be between 1 and 60 minutes.' }]);
    const both = parseMeditationConfig({ ...DEFAULT_MEDITATION_CONFIG, duration: 61, zenMode: 'yes' });
    expect(both.ok ? [] : both.errors.map((error) => error.field).sort()).toEqual(['duration', 'zenMode']);
  });

  it("holds duration to the segments' total, which may pass an hour", () => {
    const segments = [program, { kind: 'walk', minutes: 10 }, program];
    expect(parseMeditationConfig({ ...DEFAULT_MEDITATION_CONFIG, duration: 60, segments }).ok).toBe(true);
    expect(parseMeditationConfig({ ...DEFAULT_MEDITATION_CONFIG, duration: 120, segments: [...segments, ...segments] }).ok).toBe(true);
    const wrong = parseMeditationConfig({ ...DEFAULT_MEDITATION_CONFIG, duration: 15, segments });
    expect(wrong.ok ? [] : wrong.errors).toEqual([{ field: 'duration', message: "Duration must be the segments' total, 60 minutes." }]);
  });

  it('refuses the interval bell and the open-ended timer beside segments, which set their own bells and length', () => {
    const config = {
      ...DEFAULT_MEDITATION_CONFIG,
      duration: 25,
      segments: [program],
      openEnded: true,
      bells: { enabled: true, start: 'none', interval: 5, end: 'none', type: 'zen-gong' },
    };
    const result = parseMeditationConfig(config);
    expect(result.ok ? [] : result.errors.map((error) => error.field).sort()).toEqual(['bells.interval', 'openEnded']);
  });
});
