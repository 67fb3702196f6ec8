import { AMBIENT_OPTIONS, BELL_TYPES, CUE_SOUNDS, type AmbientOption, type BellType, type CueSound } from '../catalog/options';

/** The engine's own ambient generators: filtered noise or tones, no download. */
export const GENERATORS = ['ocean', 'rain', 'wind', 'forest', 'fire', 'drone'] as const;
export type GeneratorKind = (typeof GENERATORS)[number];

export type AmbientSound = Exclude<AmbientOption, 'none'>;
export type OneShotSound = CueSound | Exclude<BellType, 'none'>;

export const AMBIENT_SOUNDS = AMBIENT_OPTIONS.filter((o): o is AmbientSound => o !== 'none');
export const ONE_SHOT_SOUNDS: readonly OneShotSound[] = [...CUE_SOUNDS, ...BELL_TYPES.filter((b): b is Exclude<BellType, 'none'> => b !== 'none')];

/** Which generator stands in for each ambient option when its file is missing or cannot be decoded. */
export const AMBIENT_FALLBACK: Readonly<Record<AmbientSound, GeneratorKind>> = {
  sauna_loop: 'drone',
  sea_loop: 'ocean',
  forest_loop: 'forest',
  rain_loop: 'rain',
  cafe_loop: 'wind',
  lake_wind: 'wind',
  outside_night: 'forest',
  spring_forest: 'forest',
  daytime_bonfire: 'fire',
  summer_forest: 'forest',
  warm_afternoon: 'wind',
  pine_trees: 'wind',
};

/** A struck bell as partials: the fallback when a bell's file is missing, and the recipe its file was rendered from. */
export interface BellRecipe {
  /** Fundamental, Hz. */
  readonly frequency: number;
  /** Each partial: frequency ratio, relative amplitude, decay time constant in seconds. */
  readonly partials: readonly (readonly [ratio: number, amplitude: number, decay: number])[];
  /** Seconds until the voice is let go. */
  readonly length: number;
}

export const BELL_RECIPES: Readonly<Record<OneShotSound, BellRecipe>> = {
  bell_chime: { frequency: 880, partials: [[1, 1, 1.2], [2.76, 0.45, 0.6], [5.4, 0.25, 0.3], [8.93, 0.1, 0.15]], length: 4 },
  bell_ping: { frequency: 1320, partials: [[1, 1, 0.45], [2.76, 0.3, 0.2], [5.4, 0.1, 0.1]], length: 1.5 },
  bowl_long: { frequency: 196, partials: [[1, 1, 3.5], [2.71, 0.55, 2.2], [5.15, 0.3, 1.2], [8.43, 0.12, 0.6]], length: 9 },
  gong_soft: { frequency: 110, partials: [[1, 1, 2.5], [1.48, 0.5, 1.8], [2.09, 0.35, 1.2], [2.9, 0.2, 0.8]], length: 7 },
  gong_deep: { frequency: 65.4, partials: [[1, 1, 3.5], [1.52, 0.6, 2.5], [2.18, 0.4, 1.6], [3.1, 0.2, 0.9]], length: 9 },
  'tibetan-bowl': { frequency: 220, partials: [[1, 1, 4], [2.71, 0.5, 2.5], [5.15, 0.25, 1.4], [8.43, 0.1, 0.7]], length: 10 },
  'crystal-bell': { frequency: 1046.5, partials: [[1, 1, 2], [2.32, 0.35, 1], [4.25, 0.15, 0.5]], length: 5 },
  'nature-chime': { frequency: 1568, partials: [[1, 1, 0.9], [2.76, 0.3, 0.4], [5.4, 0.12, 0.2]], length: 3 },
  'zen-gong': { frequency: 82.4, partials: [[1, 1, 3], [1.5, 0.55, 2.2], [2.13, 0.35, 1.4], [3.02, 0.2, 0.8]], length: 8 },
  'soft-tone': { frequency: 528, partials: [[1, 1, 1.6], [2, 0.2, 0.8], [3, 0.06, 0.4]], length: 4 },
};

export function isAmbientSound(name: string): name is AmbientSound {
  return (AMBIENT_SOUNDS as readonly string[]).includes(name);
}

export function isOneShotSound(name: string): name is OneShotSound {
  return (ONE_SHOT_SOUNDS as readonly string[]).includes(name);
}
