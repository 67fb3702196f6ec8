import { MEDITATION_EDUCATION } from './education/meditationEducation';
import { meditationPhaseChips, meditationTotalMinutes } from './meditationLabels';
import { MEDITATION_PRESET_CONFIGS } from './meditationPresetConfigs';
import { en } from './messages/en';
import type { MeditationPreset, MeditationStylePresetId } from './presetTypes';

type Card = Omit<MeditationPreset, 'config' | 'education' | 'totalMinutes' | 'chips' | 'defaultDuration'>;

/** A card and its detail dialog, around the style's config (MEDITATION_PRESET_CONFIGS). */
function preset(card: Card): MeditationPreset {
  const config = MEDITATION_PRESET_CONFIGS[card.id];
  const totalMinutes = meditationTotalMinutes(config);
  return {
    ...card,
    config,
    totalMinutes,
    chips: meditationPhaseChips(config),
    defaultDuration: totalMinutes,
    education: MEDITATION_EDUCATION[card.id],
  };
}

/** The ten cards of the meditation builder's "Choose a Style" list, in its order. */
export const MEDITATION_PRESETS: readonly MeditationPreset[] = [
  preset({
    id: 'tm',
    name: en['style.tm'],
    subtitle: 'Mantra meditation after a short breathing warm-up',
    description: '2 minutes of pranayama breathing, then 20 minutes of effortless mantra meditation.',
    color: '#7c6fd6',
    difficulty: 'intermediate',
    category: 'mantra',
  }),
  preset({
    id: 'zen',
    name: en['style.zen'],
    subtitle: 'Still, upright sitting with nothing on screen',
    description: '20 minutes of seated zazen in Zen mode, then a 5-minute gentle transition.',
    color: '#5f6b73',
    difficulty: 'intermediate',
    category: 'stillness',
  }),
  preset({
    id: 'quick',
    name: en['style.quick'],
    subtitle: 'Ten minutes with the breath',
    description: 'A simple 10-minute sit resting on the breath, for days when time is short.',
    color: '#4aa3b5',
    difficulty: 'beginner',
    category: 'mindfulness',
  }),
  preset({
    id: 'body-scan',
    name: 'Body Scan',
    subtitle: 'Release tension from head to toe',
    description: 'Move attention slowly through the body for 15 minutes, with a prompt every minute.',
    color: '#3fa796',
    difficulty: 'beginner',
    category: 'body',
  }),
  preset({
    id: 'anchor-switching',
    name: 'Anchor Switching',
    subtitle: 'Train where attention goes',
    description: 'Move attention between breath, sounds and body on each prompt, every 45 seconds for 12 minutes.',
    color: '#5b8def',
    difficulty: 'intermediate',
    category: 'focus',
  }),
  preset({
    id: 'emotion-surfing',
    name: 'Emotion Surfing',
    subtitle: 'Ride a feeling without being carried off',
    description: 'Notice a feeling in the body and watch it rise and fall, with a prompt every 2 minutes for 10 minutes.',
    color: '#c27ba0',
    difficulty: 'intermediate',
    category: 'emotion',
  }),
  preset({
    id: 'mental-labeling',
    name: 'Mental Labeling',
    subtitle: 'Name it, let it go',
    description: 'Note thoughts, sounds and feelings with a soft word, with a prompt every 90 seconds for 15 minutes.',
    color: '#8a7fc7',
    difficulty: 'intermediate',
    category: 'mindfulness',
  }),
  preset({
    id: 'gaze-meditation',
    name: 'Gaze Meditation',
    subtitle: 'Eyes open, resting on one point',
    description: 'Rest the eyes softly on a single point, with a prompt every 2 minutes for 12 minutes.',
    color: '#e0a85b',
    difficulty: 'beginner',
    category: 'focus',
  }),
  preset({
    id: 'open-awareness',
    name: 'Open Awareness',
    subtitle: 'Wide, choiceless attention',
    description: 'Let attention rest open to whatever arises, with a prompt every 3 minutes for 18 minutes.',
    color: '#4f9fd1',
    difficulty: 'advanced',
    category: 'mindfulness',
  }),
  preset({
    id: 'walking-meditation',
    name: 'Walking Meditation',
    subtitle: 'Mindfulness in every step',
    description: 'Walk slowly, feeling each step, with a prompt every 90 seconds for 15 minutes.',
    color: '#6a9f58',
    difficulty: 'beginner',
    category: 'movement',
  }),
];

const BY_ID = new Map(MEDITATION_PRESETS.map((p) => [p.id, p]));

/** The style card of one id; throws on an id that is not a style (a typo, `custom`). */
export function meditationPreset(id: MeditationStylePresetId): MeditationPreset {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`No meditation preset "${id}".`);
  return found;
}
