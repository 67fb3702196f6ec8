import { breathingPreset } from './breathingPresets';
import { DEFAULT_MEDITATION_CONFIG } from './defaults';
import { BREATHING_EDUCATION } from './education/breathingEducation';
import { LIBRARY_MEDITATION_EDUCATION, MEDITATION_EDUCATION } from './education/meditationEducation';
import type { MeditationConfig } from './meditationConfig';
import { PRESET_BELLS } from './meditationPresetConfigs';
import type { BreathingLibraryEntry, MeditationLibraryEntry } from './presetTypes';

function meditation(overrides: Partial<MeditationConfig>): MeditationConfig {
  return { ...DEFAULT_MEDITATION_CONFIG, bells: PRESET_BELLS, ...overrides };
}

/** The signed-in library's meditations. Where an entry has phases, an interval bell marks each change when they are equal. */
export const MEDITATION_LIBRARY: readonly MeditationLibraryEntry[] = [
  {
    id: 'tm-transcendental',
    name: 'Transcendental-Style Meditation',
    description: 'Twenty minutes of effortless mantra meditation, eyes closed, in the traditional twice-daily rhythm.',
    category: 'mantra',
    duration: 20,
    config: meditation({ duration: 20, preset: 'tm' }),
    education: MEDITATION_EDUCATION.tm,
  },
  {
    id: 'mindfulness-mbsr',
    name: 'Mindfulness (MBSR)',
    description: 'Thirty minutes of mindful sitting in the style of Mindfulness-Based Stress Reduction, with a bell every 10 minutes to check in.',
    category: 'mindfulness',
    duration: 30,
    config: meditation({ duration: 30, preset: 'mbsr', bells: { ...PRESET_BELLS, interval: 10 } }),
    education: LIBRARY_MEDITATION_EDUCATION.mbsr,
  },
  {
    id: 'body-scan-progressive',
    name: 'Progressive Body Scan',
    description: 'Twenty minutes moving slowly up through the body in five stages, a soft bell marking each one.',
    category: 'body',
    duration: 20,
    phases: [
      { name: 'Feet and legs', duration: 4, cue: 'Feel the weight of your feet and legs; notice warmth, pressure or tingling.' },
      { name: 'Hips and belly', duration: 4, cue: 'Notice the hips, lower back and belly rising and falling with the breath.' },
      { name: 'Chest and back', duration: 4, cue: 'Feel the chest and upper back move; let the shoulders soften.' },
      { name: 'Arms and hands', duration: 4, cue: 'Move attention down the arms to the fingertips, noticing every sensation.' },
      { name: 'Neck, face and head', duration: 4, cue: 'Soften the jaw, the eyes and the forehead; then feel the whole body at once.' },
    ],
    config: meditation({
      duration: 20,
      type: 'body-scan',
      bells: { ...PRESET_BELLS, interval: 4, type: 'crystal-bell' },
      guidance: { enabled: true, interval: 60 },
    }),
    education: MEDITATION_EDUCATION['body-scan'],
  },
  {
    id: 'metta-loving-kindness',
    name: 'Loving-Kindness (Metta)',
    description: 'Twenty-five minutes offering kind wishes in five widening circles, from yourself to all beings.',
    category: 'compassion',
    duration: 25,
    phases: [
      { name: 'Yourself', duration: 5, cue: 'May I be safe. May I be well. May I be at ease.' },
      { name: 'A loved one', duration: 5, cue: 'Picture someone you care about and wish them the same.' },
      { name: 'A neutral person', duration: 5, cue: 'Think of someone you barely know, and wish them well too.' },
      { name: 'Someone difficult', duration: 5, cue: 'Gently include someone you find hard, as far as feels right today.' },
      { name: 'All beings', duration: 5, cue: 'Let the wishes spread to everyone, everywhere.' },
    ],
    config: meditation({ duration: 25, bells: { ...PRESET_BELLS, interval: 5, type: 'soft-tone' } }),
    education: LIBRARY_MEDITATION_EDUCATION.metta,
  },
  {
    id: 'yoga-nidra-nsdr',
    name: 'Yoga Nidra (NSDR)',
    description: 'Thirty minutes of deep, guided rest lying down, over the sound of the sea.',
    category: 'sleep',
    duration: 30,
    phases: [
      { name: 'Settle and intention', duration: 5, cue: 'Lie down, get comfortable and choose a short, kind intention.' },
      { name: 'Body rotation', duration: 7, cue: 'Move attention quickly around the body, part by part.' },
      { name: 'Breath awareness', duration: 7, cue: 'Count slow breaths backwards from 27, starting again if you lose count.' },
      { name: 'Calm place', duration: 8, cue: 'Picture a calm, safe place in detail and rest there.' },
      { name: 'Return', duration: 3, cue: 'Repeat your intention, feel the body, and slowly come back.' },
    ],
    config: meditation({ duration: 30, ambient: 'sea_loop' }),
    education: LIBRARY_MEDITATION_EDUCATION['yoga-nidra'],
  },
  {
    id: 'sit-walk-sit',
    name: 'Sit, walk, sit',
    description: 'Twenty-five minutes sitting, ten walking slowly, twenty-five sitting again: a bell opens each part and closes the sit.',
    category: 'program',
    duration: 60,
    config: meditation({
      duration: 60,
      preset: 'walking-meditation',
      segments: [
        { kind: 'sit', minutes: 25 },
        { kind: 'walk', minutes: 10 },
        { kind: 'sit', minutes: 25 },
      ],
    }),
    education: MEDITATION_EDUCATION['walking-meditation'],
  },
  {
    id: 'random-bells-noting',
    name: 'Random bells for noting practice',
    description: 'Twenty minutes of sitting with five bells at moments you cannot predict: at each one, note what is here, then go on.',
    category: 'program',
    duration: 20,
    config: meditation({
      duration: 20,
      preset: 'mental-labeling',
      segments: [{ kind: 'sit', minutes: 20, bells: { random: { count: 5 } } }],
    }),
    education: MEDITATION_EDUCATION['mental-labeling'],
  },
];

/** The signed-in library's breathing sessions, built on the presets with their own lengths. */
export const BREATHING_LIBRARY: readonly BreathingLibraryEntry[] = [
  {
    id: 'box-breathing-navy',
    name: 'Box Breathing (Navy Style)',
    description: 'Ten minutes of the 4-4-4-4 square breath taught for staying calm under pressure.',
    category: 'focus',
    pattern: '4-4-4-4',
    duration: '10 min',
    config: { ...breathingPreset('box').config, duration: { type: 'time', value: 10 } },
    education: BREATHING_EDUCATION.box,
  },
  {
    id: 'four-seven-eight-weil',
    name: '4-7-8 (Dr Weil)',
    description: 'Eight rounds of in for 4, hold for 7, out for 8, as Dr Andrew Weil teaches it.',
    category: 'sleep',
    pattern: '4-7-8-0',
    duration: '8 rounds',
    config: { ...breathingPreset('4-7-8').config, duration: { type: 'rounds', value: 8 } },
    education: BREATHING_EDUCATION['4-7-8'],
  },
  {
    id: 'coherent-breathing',
    name: 'Coherent Breathing',
    description: 'Fifteen minutes at six breaths a minute, 5 seconds in and 5 out.',
    category: 'balance',
    pattern: '5-0-5-0',
    duration: '15 min',
    config: { ...breathingPreset('coherent').config, duration: { type: 'time', value: 15 } },
    education: BREATHING_EDUCATION.coherent,
  },
  {
    id: 'physiological-sigh-huberman',
    name: 'Physiological Sigh (Huberman)',
    description: 'Three double-inhale sighs: 2 seconds in with a top-up sip, 6 seconds out.',
    category: 'calm',
    pattern: '2-0-6-0',
    duration: '3 rounds',
    config: {
      ...breathingPreset('physiological-sigh').config,
      customPattern: { inhale: 2, hold: 0, exhale: 6, holdAfterExhale: 0 },
      duration: { type: 'rounds', value: 3 },
    },
    education: BREATHING_EDUCATION['physiological-sigh'],
  },
  {
    id: 'deep-reset-simplified',
    name: 'Deep Reset (Simplified)',
    description: 'Three rounds of 30 quick breaths, a breath hold of up to 60 seconds, a recovery breath and 30 seconds of rest.',
    category: 'energy',
    pattern: '1-0-1-0',
    duration: 'About 8 min',
    // "30 rounds, 3 sets, rest 30" read as 30 breaths a round, the technique's 3 rounds, 30 s between them.
    config: { ...breathingPreset('deep-reset').config, restBetweenRounds: 30, rapidBreaths: 30, holdTime: 60 },
    education: BREATHING_EDUCATION['deep-reset'],
  },
];
