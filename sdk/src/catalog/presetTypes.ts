import type { BreathingConfig } from './breathingConfig';
import type { MeditationConfig } from './meditationConfig';
import type { BreathingTechnique, MeditationPresetId } from './options';

/** The four sections of the preset detail dialog: How to Practice, Why It Works, When to Use, The Science. */
export interface Education {
  readonly how: string;
  readonly why: string;
  readonly when: string;
  readonly science: string;
}

/** The dialog's difficulty badge (core-app.md §2: beginner, intermediate, other). */
export type Difficulty = 'beginner' | 'intermediate' | 'advanced';

export interface PresetPhase {
  readonly name: string;
  readonly detail: string;
}

export type BreathingPresetId = Exclude<BreathingTechnique, 'custom'>;

/** A "Choose a Technique" card and its detail dialog (core-app.md §3, the shared preset shape). */
export interface BreathingPreset {
  readonly id: BreathingPresetId;
  readonly name: string;
  readonly subtitle: string;
  readonly description: string;
  /** One sentence on what the pattern does, shown under the card's phases. */
  readonly explanation: string;
  readonly color: string;
  /** The card's length in words, e.g. "About 3 min". */
  readonly duration: string;
  readonly phases: readonly PresetPhase[];
  readonly config: BreathingConfig;
  readonly difficulty: Difficulty;
  readonly category: string;
  /** Whole minutes, for "Start N min Session". */
  readonly defaultDuration: number;
  readonly education: Education;
  /** Seconds, as in the config. */
  readonly restBetweenSets: number;
  /** inhale-hold-exhale-holdAfterExhale in seconds, e.g. "4-7-8-0". */
  readonly pattern: string;
}

export type MeditationStylePresetId = Exclude<MeditationPresetId, 'custom' | 'mbsr'>;

/** A "Choose a Style" card (name, subtitle, total minutes, phase chips) and its detail dialog. */
export interface MeditationPreset {
  readonly id: MeditationStylePresetId;
  readonly name: string;
  readonly subtitle: string;
  readonly description: string;
  readonly color: string;
  /** Pranayama + main + post-meditation, in minutes. */
  readonly totalMinutes: number;
  readonly chips: readonly string[];
  readonly config: MeditationConfig;
  readonly difficulty: Difficulty;
  readonly category: string;
  readonly defaultDuration: number;
  readonly education: Education;
}

export interface MeditationLibraryPhase {
  readonly name: string;
  /** Minutes. */
  readonly duration: number;
  readonly cue: string;
}

export interface MeditationLibraryEntry {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly category: string;
  /** Minutes. */
  readonly duration: number;
  readonly phases?: readonly MeditationLibraryPhase[];
  readonly config: MeditationConfig;
  readonly education: Education;
}

export interface BreathingLibraryEntry {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly category: string;
  readonly pattern: string;
  /** The length in words, e.g. "10 min" or "8 rounds". */
  readonly duration: string;
  readonly sets?: number;
  readonly restBetweenSets?: number;
  readonly config: BreathingConfig;
  readonly education: Education;
}
