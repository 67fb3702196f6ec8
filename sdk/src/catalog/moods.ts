import type { RecommendationGoal } from './recommendationRequest';

/** The mood quick-start tiles' ids, in grid order. */
export const MOOD_IDS = [
  'calm-nerves',
  'fall-asleep',
  'regain-focus',
  'process-emotion',
  'quick-reset',
  'just-breathe',
  'morning-energy',
  'body-awareness',
] as const;
/** One of MOOD_IDS. */
export type MoodId = (typeof MOOD_IDS)[number];

/** A tile of the mood quick-start grid and what it asks the recommender for. */
export interface MoodTile {
  /** The tile's id. */
  readonly id: MoodId;
  /** Its title ("Calm Nerves"). */
  readonly label: string;
  /** One line under the title ("Settle a racing heart and mind"). */
  readonly description: string;
  /** The tile's suggested time, e.g. "3-5 min". */
  readonly suggestedTime: string;
  /** The shortest suggested time, minutes: a recommendation never runs shorter unless the person has less time. */
  readonly minMinutes: number;
  /** Sessions recommended for this mood never run longer than this, and a tile asks for this much time. */
  readonly maxMinutes: number;
  /** The goals a tile sends with its recommendation request. */
  readonly goals: readonly RecommendationGoal[];
}

function tile(id: MoodId, label: string, description: string, minMinutes: number, maxMinutes: number, goals: RecommendationGoal[]): MoodTile {
  return { id, label, description, suggestedTime: `${minMinutes}-${maxMinutes} min`, minMinutes, maxMinutes, goals };
}

/** The 8 tiles, in grid order, from "1-3 min" up to "10-20 min". */
export const MOOD_TILES: readonly MoodTile[] = [
  tile('calm-nerves', 'Calm Nerves', 'Settle a racing heart and mind', 3, 5, ['stress']),
  tile('fall-asleep', 'Fall Asleep', 'Wind down for a restful night', 10, 20, ['sleep']),
  tile('regain-focus', 'Regain Focus', 'Clear the fog and concentrate', 5, 10, ['focus']),
  tile('process-emotion', 'Process Emotion', 'Make room for what you feel', 10, 15, ['emotion']),
  tile('quick-reset', 'Quick Reset', 'A breather between things', 1, 3, ['stress']),
  tile('just-breathe', 'Just Breathe', 'Slow down with a steady rhythm', 5, 10, ['stress']),
  tile('morning-energy', 'Morning Energy', 'Wake up body and mind', 5, 10, ['energy']),
  tile('body-awareness', 'Body Awareness', 'Come back into your body', 10, 15, ['body']),
];

/**
 * The tile of one mood id; throws on an unknown id. A search of the eight, not a map built when the module loads: that
 * map is a statement no bundler can drop, and the app's first screen (the tiles alone) would carry it.
 */
export function moodTile(id: MoodId): MoodTile {
  const found = MOOD_TILES.find((mood) => mood.id === id);
  if (!found) throw new Error(`No mood "${id}".`);
  return found;
}
