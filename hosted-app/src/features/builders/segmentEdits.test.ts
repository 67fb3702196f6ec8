import { DEFAULT_MEDITATION_CONFIG, parseMeditationConfig, withBellsEnabled, type MeditationConfig } from '@stillpoint/sdk/catalog';
import { describe, expect, it } from 'vitest';
import { addSegment, changeSegment, moveSegment, removeSegment, segmentsOf } from './segmentEdits';

const everyFive: MeditationConfig = { ...withBellsEnabled(DEFAULT_MEDITATION_CONFIG), duration: 20, bells: { ...withBellsEnabled(DEFAULT_MEDITATION_CONFIG).bells!, interval: 5 } };
const valid = (config: MeditationConfig) => expect(parseMeditationConfig(config)).toMatchObject({ ok: true });

describe("the builder's segment edits", () => {
  it('make a one-length sit a program on Add segment: the sit, then a five-minute walk; the total is the length, the bells ring', () => {
    const program = addSegment(DEFAULT_MEDITATION_CONFIG);
    expect(program.segments).toEqual([
      { kind: 'sit', minutes: 15 },
      { kind: 'walk', minutes: 5 },
    ]);
    expect(program.duration).toBe(20);
    expect(program.bells).toMatchObject({ enabled: true, interval: 0 });
    valid(program);
  });

  it("leave the meditation's interval bell to the segments (the catalog refuses both), and a sit follows a walk", () => {
    const program = addSegment(addSegment(everyFive));
    expect(program.bells?.interval).toBe(0);
    expect(segmentsOf(program).map((segment) => segment.kind)).toEqual(['sit', 'walk', 'sit']);
    valid(program);
  });

  it('move a segment earlier or later and never past either end', () => {
    const program = addSegment(DEFAULT_MEDITATION_CONFIG);
    expect(moveSegment(program, 1, -1).segments!.map((segment) => segment.kind)).toEqual(['walk', 'sit']);
    expect(moveSegment(program, 0, -1)).toBe(program);
    expect(moveSegment(program, 1, 1)).toBe(program);
  });

  it('go back to the simple form when one plain sit is left, and keep a program of one segment that has bells', () => {
    const program = addSegment(DEFAULT_MEDITATION_CONFIG);
    const simple = removeSegment(program, 1);
    expect(simple.segments).toBeUndefined();
    expect(simple.duration).toBe(15);
    valid(simple);
    const withBells = removeSegment(changeSegment(program, 0, { kind: 'sit', minutes: 15, bells: { at: [5] } }), 1);
    expect(withBells.segments).toEqual([{ kind: 'sit', minutes: 15, bells: { at: [5] } }]);
    expect(removeSegment(removeSegment(program, 1), 0).duration).toBe(15);
  });

  it('add up to twelve segments and no more', () => {
    let config = DEFAULT_MEDITATION_CONFIG;
    for (let i = 0; i < 20; i += 1) config = addSegment(config);
    expect(config.segments).toHaveLength(12);
  });

  it("let go of bells a shorter segment cannot hold, as its sliders show them; chosen minutes stay for the catalog's check to name", () => {
    const program = changeSegment(addSegment(DEFAULT_MEDITATION_CONFIG), 0, { kind: 'sit', minutes: 15, bells: { at: [10], every: 6, random: { count: 8 } } });
    const shorter = changeSegment(program, 0, { ...program.segments![0]!, minutes: 5 });
    expect(shorter.segments![0]).toEqual({ kind: 'sit', minutes: 5, bells: { at: [10], random: { count: 4 } } });
    expect(shorter.duration).toBe(10);
    const problem = parseMeditationConfig(shorter);
    expect(problem.ok ? [] : problem.errors.map((error) => error.message)).toEqual(['Segment 1: bell at minute 10 is outside its 5 minutes.']);
    expect(changeSegment(program, 0, { kind: 'settle', minutes: 1, bells: { every: 0, random: { count: 0 } } }).segments![0]).toEqual({ kind: 'settle', minutes: 1 });
  });
});
