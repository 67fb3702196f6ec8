import type { BreathingConfig } from './breathingConfig';
import type { MeditationConfig } from './meditationConfig';
import type { BreathingTechnique, MeditationPresetId } from './options';

/** The four sections of the preset detail dialog: How to Practice, Why It Works, When to Use, The Science. */
export interface Education {
  /** How to Practice: the steps, in plain words. */
  readonly how: string;
  /** Why It Works. */
  readonly why: string;
  /** When to Use: the moments it suits. */
  readonly when: string;
  /** The Science: what research says, without claims of cure. */
  readonly science: string;
}

/** The detail dialog's difficulty badge. */
export type Difficulty = 'beginner' | 'intermediate' | 'advanced';

/** One phase of a breathing card, as listed on it: "Inhale" with "4 s through the nose". */
export interface PresetPhase {
  /** The phase's name ("Inhale", "Hold", "Exhale"). */
  readonly name: string;
  /** Its length and how to do it ("4 s, lungs full"). */
  readonly detail: string;
}

/** The id of a breathing preset: every technique but `custom` (`box`, `4-7-8`, ...). */
export type BreathingPresetId = Exclude<BreathingTechnique, 'custom'>;

/** A breathing technique's card ("Choose a Technique") and its detail dialog. */
export interface BreathingPreset {
  /** The technique's id, also the key of BREATHING_PRESET_CONFIGS. */
  readonly id: BreathingPresetId;
  /** The title ("Box Breathing"), also the title of the sessions it runs. */
  readonly name: string;
  /** A few words on what it is for ("Calm, steady focus"). */
  readonly subtitle: string;
  /** One or two sentences on how it goes. */
  readonly description: string;
  /** One sentence on what the pattern does, shown under the card's phases. */
  readonly explanation: string;
  /** The card's accent colour, a CSS hex colour ("#5b8def"). */
  readonly color: string;
  /** The card's length in words, e.g. "About 3 min". */
  readonly duration: string;
  /** The phases of one round, in order. */
  readonly phases: readonly PresetPhase[];
  /** The session config it runs (the same as BREATHING_PRESET_CONFIGS[id]). */
  readonly config: BreathingConfig;
  /** Its difficulty badge. */
  readonly difficulty: Difficulty;
  /** A lowercase grouping word ("focus", "sleep", "balance"...), used to sort and filter. */
  readonly category: string;
  /** Whole minutes, for "Start N min Session". */
  readonly defaultDuration: number;
  /** The detail dialog's four sections. */
  readonly education: Education;
  /** Seconds, as in the config. */
  readonly restBetweenSets: number;
  /** inhale-hold-exhale-holdAfterExhale in seconds, e.g. "4-7-8-0". */
  readonly pattern: string;
}

/** The id of a meditation style card: every meditation preset but `custom` and `mbsr` (a library entry). */
export type MeditationStylePresetId = Exclude<MeditationPresetId, 'custom' | 'mbsr'>;

/** A "Choose a Style" card (name, subtitle, total minutes, phase chips) and its detail dialog. */
export interface MeditationPreset {
  /** The style's id, also the key of MEDITATION_PRESET_CONFIGS. */
  readonly id: MeditationStylePresetId;
  /** The card's title ("TM Style", "Zen"). */
  readonly name: string;
  /** A few words on what it is for. */
  readonly subtitle: string;
  /** One or two sentences on how the session goes. */
  readonly description: string;
  /** The card's accent colour, a CSS hex colour. */
  readonly color: string;
  /** Pranayama + main + post-meditation, in minutes. */
  readonly totalMinutes: number;
  /** The card's phase chips, in order ("2 min Pranayama", "20 min Meditation"). */
  readonly chips: readonly string[];
  /** The session config it runs (the same as MEDITATION_PRESET_CONFIGS[id]). */
  readonly config: MeditationConfig;
  /** Its difficulty badge. */
  readonly difficulty: Difficulty;
  /** A lowercase grouping word ("mantra", "stillness", "mindfulness"...). */
  readonly category: string;
  /** The session's whole length in minutes, as totalMinutes (what "Start N min Session" says). */
  readonly defaultDuration: number;
  /** The detail dialog's four sections. */
  readonly education: Education;
}

/** One stage of a library meditation ("Feet and legs", 4 min) and the guidance shown during it. */
export interface MeditationLibraryPhase {
  /** The stage's name. */
  readonly name: string;
  /** Minutes. */
  readonly duration: number;
  /** The guidance shown while the stage lasts. */
  readonly cue: string;
}

/** A meditation of the signed-in library: a named session with its config and education. */
export interface MeditationLibraryEntry {
  /** Stable kebab-case id ("body-scan-progressive"). */
  readonly id: string;
  /** The title it is listed, run and saved under. */
  readonly name: string;
  /** One or two sentences on how it goes. */
  readonly description: string;
  /** A lowercase grouping word ("mantra", "body", "mindfulness"...). */
  readonly category: string;
  /** Minutes. */
  readonly duration: number;
  /** Its stages, for a guided entry (absent for one unbroken sitting). */
  readonly phases?: readonly MeditationLibraryPhase[];
  /** The session config it runs. */
  readonly config: MeditationConfig;
  /** The detail dialog's four sections. */
  readonly education: Education;
}

/** A breathing session of the signed-in library: a preset with a length of its own. */
export interface BreathingLibraryEntry {
  /** Stable kebab-case id. */
  readonly id: string;
  /** The title it is listed, run and saved under. */
  readonly name: string;
  /** One or two sentences on how it goes. */
  readonly description: string;
  /** A lowercase grouping word ("focus", "sleep"...). */
  readonly category: string;
  /** inhale-hold-exhale-holdAfterExhale in seconds, e.g. "4-7-8-0". */
  readonly pattern: string;
  /** The length in words, e.g. "10 min" or "8 rounds". */
  readonly duration: string;
  /** Sets the rounds repeat in, when more than one. */
  readonly sets?: number;
  /** Seconds of rest between sets, when there are sets. */
  readonly restBetweenSets?: number;
  /** The session config it runs. */
  readonly config: BreathingConfig;
  /** The detail dialog's four sections. */
  readonly education: Education;
}
