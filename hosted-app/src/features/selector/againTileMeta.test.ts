import { describe, expect, it } from 'vitest';
import type { RecentRun } from '../session/recentRuns';
import { againTileMeta } from './againTileMeta';

const run = (title: string, kind: 'breathing' | 'meditation', seconds: number): RecentRun => ({
  title,
  seconds,
  request: { kind, source: 'preset', config: {} } as unknown as RecentRun['request'],
});

describe('againTileMeta', () => {
  it('gives the length and the kind beside a name that says neither', () => {
    expect(againTileMeta(run('Quick Sit', 'meditation', 600))).toBe('10 min · Meditation');
    expect(againTileMeta(run('Morning box', 'breathing', 40))).toBe('1 min · Breathing');
  });

  it('leaves out what the title already says', () => {
    expect(againTileMeta(run('15 min Meditation', 'meditation', 900))).toBe('');
    expect(againTileMeta(run('Custom Breathing', 'breathing', 300))).toBe('5 min');
    expect(againTileMeta(run('My 10 min sit', 'meditation', 600))).toBe('Meditation');
  });
});
