import { DEFAULT_MEDITATION_CONFIG } from './defaults';
import { MEDITATION_EDUCATION } from './education/meditationEducation';
import type { BellsConfig, MeditationConfig } from './meditationConfig';
import { meditationPhaseChips, meditationTotalMinutes } from './meditationLabels';
import type { MeditationPreset, MeditationStylePresetId } from './presetTypes';

/** The presets' bells (core-app.md §9 "Default bells"): a soft gong to begin, a deep gong to end, no interval bells. */
export const PRESET_BELLS: BellsConfig = { enabled: true, start: 'gong_soft', interval: 0, end: 'gong_deep', type: 'tibetan-bowl' };

/** A style's config: the builder's defaults (so switching a section on in the custom form gives its usual length) plus the style's own. */
function config(id: MeditationStylePresetId, overrides: Partial<MeditationConfig>): MeditationConfig {
  return { ...DEFAULT_MEDITATION_CONFIG, preset: id, bells: PRESET_BELLS, ...overrides };
}

/** A guided style: the type's prompts every §9 interval. */
function guided(id: MeditationStylePresetId & MeditationConfig['type'], minutes: number, intervalSeconds: number): MeditationConfig {
  return config(id, { type: id, duration: minutes, guidance: { enabled: true, interval: intervalSeconds } });
}

type Card = Omit<MeditationPreset, 'education' | 'totalMinutes' | 'chips' | 'defaultDuration'>;

function preset(card: Card): MeditationPreset {
  const totalMinutes = meditationTotalMinutes(card.config);
  return {
    ...card,
    totalMinutes,
    chips: meditationPhaseChips(card.config),
    defaultDuration: totalMinutes,
    education: MEDITATION_EDUCATION[card.id],
  };
}

/** The ten cards of the meditation builder's "Choose a Style" list (core-app.md §3, §9). */
export const MEDITATION_PRESETS: readonly MeditationPreset[] = [
  preset({
    id: 'tm',
    name: 'TM Style',
    subtitle: 'Mantra meditation after a short breathing warm-up',
    description: '2 minutes of pranayama breathing, then 20 minutes of effortless mantra meditation.',
    color: '#7c6fd6',
    // §9's 20 + 2 + 2 adds up to 24, not the 22 every card states: the 20-minute sitting and the
    // pranayama make the 22; the 2-minute transition is ready (off) in the custom form (Catalog decisions).
    config: config('tm', {
      duration: 20,
      pranayama: { enabled: true, duration: 2 },
      postMeditation: { enabled: false, duration: 2 },
    }),
    difficulty: 'intermediate',
    category: 'mantra',
  }),
  preset({
    id: 'zen',
    name: 'Zen',
    subtitle: 'Still, upright sitting with nothing on screen',
    description: '20 minutes of seated zazen in Zen mode, then a 5-minute gentle transition.',
    color: '#5f6b73',
    config: config('zen', { duration: 20, zenMode: true, postMeditation: { enabled: true, duration: 5 } }),
    difficulty: 'intermediate',
    category: 'stillness',
  }),
  preset({
    id: 'quick',
    name: 'Quick Sit',
    subtitle: 'Ten minutes with the breath',
    description: 'A simple 10-minute sit resting on the breath, for days when time is short.',
    color: '#4aa3b5',
    config: config('quick', { duration: 10 }),
    difficulty: 'beginner',
    category: 'mindfulness',
  }),
  preset({
    id: 'body-scan',
    name: 'Body Scan',
    subtitle: 'Release tension from head to toe',
    description: 'Move attention slowly through the body for 15 minutes, with a prompt every minute.',
    color: '#3fa796',
    config: guided('body-scan', 15, 60),
    difficulty: 'beginner',
    category: 'body',
  }),
  preset({
    id: 'anchor-switching',
    name: 'Anchor Switching',
    subtitle: 'Train where attention goes',
    description: 'Move attention between breath, sounds and body on each prompt, every 45 seconds for 12 minutes.',
    color: '#5b8def',
    config: guided('anchor-switching', 12, 45),
    difficulty: 'intermediate',
    category: 'focus',
  }),
  preset({
    id: 'emotion-surfing',
    name: 'Emotion Surfing',
    subtitle: 'Ride a feeling without being carried off',
    description: 'Notice a feeling in the body and watch it rise and fall, with a prompt every 2 minutes for 10 minutes.',
    color: '#c27ba0',
    config: guided('emotion-surfing', 10, 120),
    difficulty: 'intermediate',
    category: 'emotion',
  }),
  preset({
    id: 'mental-labeling',
    name: 'Mental Labeling',
    subtitle: 'Name it, let it go',
    description: 'Note thoughts, sounds and feelings with a soft word, with a prompt every 90 seconds for 15 minutes.',
    color: '#8a7fc7',
    config: guided('mental-labeling', 15, 90),
    difficulty: 'intermediate',
    category: 'mindfulness',
  }),
  preset({
    id: 'gaze-meditation',
    name: 'Gaze Meditation',
    subtitle: 'Eyes open, resting on one point',
    description: 'Rest the eyes softly on a single point, with a prompt every 2 minutes for 12 minutes.',
    color: '#e0a85b',
    config: guided('gaze-meditation', 12, 120),
    difficulty: 'beginner',
    category: 'focus',
  }),
  preset({
    id: 'open-awareness',
    name: 'Open Awareness',
    subtitle: 'Wide, choiceless attention',
    description: 'Let attention rest open to whatever arises, with a prompt every 3 minutes for 18 minutes.',
    color: '#4f9fd1',
    config: guided('open-awareness', 18, 180),
    difficulty: 'advanced',
    category: 'mindfulness',
  }),
  preset({
    id: 'walking-meditation',
    name: 'Walking Meditation',
    subtitle: 'Mindfulness in every step',
    description: 'Walk slowly, feeling each step, with a prompt every 90 seconds for 15 minutes.',
    color: '#6a9f58',
    config: guided('walking-meditation', 15, 90),
    difficulty: 'beginner',
    category: 'movement',
  }),
];

const BY_ID = new Map(MEDITATION_PRESETS.map((p) => [p.id, p]));

export function meditationPreset(id: MeditationStylePresetId): MeditationPreset {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`No meditation preset "${id}".`);
  return found;
}
