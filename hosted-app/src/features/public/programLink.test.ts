import { DEFAULT_MEDITATION_CONFIG, parseProgram, withBellsEnabled } from '@stillpoint/sdk/catalog';
import { describe, expect, it } from 'vitest';
import { MAX_PROGRAM_TEXT, programInSearch, programLink } from './programLink';

const ISSUE_PROGRAM =
  '{"segments":[{"kind":"sit","minutes":3,"bells":{"at":[1,2]}},{"kind":"walk","minutes":2},{"kind":"sit","minutes":4,"bells":{"every":1,"random":{"count":2}}}]}';

describe('a share link', () => {
  it("carries the program's text in /meditation's query, and reads back as the same program", () => {
    const program = parseProgram(ISSUE_PROGRAM);
    if (!program.ok) throw new Error('the issue\'s program should parse');
    const link = new URL(programLink('https://stillpoint.app', program.value));
    expect(link.origin + link.pathname).toBe('https://stillpoint.app/meditation');
    expect(link.searchParams.get('program')).toBe(ISSUE_PROGRAM);
    expect(programInSearch(link.search)).toEqual({ status: 'ok', text: ISSUE_PROGRAM, config: program.value });
  });

  it('rings what the simple form rang: its interval bell becomes the sit\'s "every"', () => {
    const config = { ...withBellsEnabled(DEFAULT_MEDITATION_CONFIG), duration: 20 };
    const link = new URL(programLink('https://stillpoint.app', { ...config, bells: { ...config.bells!, interval: 5 } }));
    expect(JSON.parse(link.searchParams.get('program')!)).toMatchObject({ segments: [{ kind: 'sit', minutes: 20, bells: { every: 5 } }] });
  });

  it('refuses text that is not a program, naming what is wrong, and text too long to be one before reading it', () => {
    expect(programInSearch('')).toEqual({ status: 'none' });
    expect(programInSearch('?program=%7Bnot%20json')).toMatchObject({ status: 'bad', message: expect.stringContaining('not valid JSON') });
    expect(programInSearch(`?program=${encodeURIComponent('{"segments":[{"kind":"fly","minutes":3}]}')}`)).toMatchObject({ status: 'bad', message: expect.stringContaining('Segment 1') });
    expect(programInSearch(`?program=${encodeURIComponent('<script>alert(1)</script>')}`)).toMatchObject({ status: 'bad' });
    expect(programInSearch(`?program=${'x'.repeat(MAX_PROGRAM_TEXT + 1)}`)).toEqual({ status: 'bad', message: `The program is too long: a program's text has at most ${MAX_PROGRAM_TEXT} characters.` });
  });
});
