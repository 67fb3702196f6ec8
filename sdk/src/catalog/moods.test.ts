import { describe, expect, it } from 'vitest';
import { MOOD_IDS, MOOD_TILES, moodTile } from './moods';
import { RECOMMENDATION_GOALS } from './recommendationRequest';

describe('the mood quick-start grid', () => {
  it('has the 8 tiles of core-app.md §2, in order', () => {
    expect(MOOD_TILES.map((tile) => tile.id)).toEqual([
      'calm-nerves',
      'fall-asleep',
      'regain-focus',
      'process-emotion',
      'quick-reset',
      'just-breathe',
      'morning-energy',
      'body-awareness',
    ]);
    expect(MOOD_IDS).toEqual(MOOD_TILES.map((tile) => tile.id));
  });

  it('suggests times from "1-3 min" up to "10-20 min"', () => {
    expect(MOOD_TILES.map((tile) => [tile.id, tile.suggestedTime])).toEqual([
      ['calm-nerves', '3-5 min'],
      ['fall-asleep', '10-20 min'],
      ['regain-focus', '5-10 min'],
      ['process-emotion', '10-15 min'],
      ['quick-reset', '1-3 min'],
      ['just-breathe', '5-10 min'],
      ['morning-energy', '5-10 min'],
      ['body-awareness', '10-15 min'],
    ]);
    expect(Math.min(...MOOD_TILES.map((t) => t.minMinutes))).toBe(1);
    expect(Math.max(...MOOD_TILES.map((t) => t.maxMinutes))).toBe(20);
  });

  it('gives every tile a label and goals a recommendation request accepts', () => {
    expect(moodTile('quick-reset').label).toBe('Quick Reset');
    for (const tile of MOOD_TILES) {
      expect(tile.label.trim()).not.toBe('');
      expect(tile.goals.length).toBeGreaterThan(0);
      for (const goal of tile.goals) expect(RECOMMENDATION_GOALS).toContain(goal);
    }
  });

  it('refuses a mood that is not a tile, naming it', () => {
    expect(() => moodTile('grumpy' as never)).toThrow('No mood "grumpy".');
  });
});
