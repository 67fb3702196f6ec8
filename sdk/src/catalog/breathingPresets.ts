import type { BreathingPattern } from './breathingConfig';
import { BREATHING_PRESET_CONFIGS } from './breathingPresetConfigs';
import { BREATHING_EDUCATION } from './education/breathingEducation';
import type { BreathingPreset, BreathingPresetId } from './presetTypes';

/** "4-7-8-0": the card's pattern in seconds, inhale-hold-exhale-holdAfterExhale. */
export function patternText(pattern: BreathingPattern): string {
  return `${pattern.inhale}-${pattern.hold}-${pattern.exhale}-${pattern.holdAfterExhale}`;
}

type Card = Omit<BreathingPreset, 'config' | 'education' | 'pattern' | 'restBetweenSets'>;

/** A card and its detail dialog, around the technique's config (BREATHING_PRESET_CONFIGS). */
function preset(card: Card): BreathingPreset {
  const config = BREATHING_PRESET_CONFIGS[card.id];
  return {
    ...card,
    config,
    education: BREATHING_EDUCATION[card.id],
    pattern: patternText(config.customPattern),
    restBetweenSets: config.restBetweenSets,
  };
}

/** The nine presets of the breathing builder's "Choose a Technique" list, in the order it shows them. */
export const BREATHING_PRESETS: readonly BreathingPreset[] = [
  preset({
    id: 'box',
    name: 'Box Breathing',
    subtitle: 'Calm, steady focus',
    description: 'Four equal sides: breathe in, hold, breathe out, hold, 4 seconds each.',
    explanation: 'Equal counts slow you to about four breaths a minute and give the mind one simple thing to do.',
    color: '#5b8def',
    duration: '6 min',
    phases: [
      { name: 'Inhale', detail: '4 s through the nose' },
      { name: 'Hold', detail: '4 s, lungs full' },
      { name: 'Exhale', detail: '4 s, slow and even' },
      { name: 'Hold', detail: '4 s, lungs empty' },
    ],
    difficulty: 'beginner',
    category: 'focus',
    defaultDuration: 6,
  }),
  preset({
    id: '4-7-8',
    name: '4-7-8 Breathing',
    subtitle: 'Relax and wind down for sleep',
    description: 'Breathe in for 4, hold for 7, breathe out for 8, eight times.',
    explanation: 'An exhale twice as long as the inhale leans on the slowing half of every breath.',
    color: '#7c6fd6',
    duration: 'About 3 min',
    phases: [
      { name: 'Inhale', detail: '4 s, quietly through the nose' },
      { name: 'Hold', detail: '7 s' },
      { name: 'Exhale', detail: '8 s, slowly through the mouth' },
    ],
    difficulty: 'beginner',
    category: 'sleep',
    defaultDuration: 3,
  }),
  preset({
    id: 'coherent',
    name: 'Coherent Breathing',
    subtitle: 'Balance at six breaths a minute',
    description: 'Five seconds in, five seconds out, with no pauses, for ten minutes.',
    explanation: 'Six breaths a minute is near the rate at which heart rhythm and breath swing together most.',
    color: '#3fa796',
    duration: '10 min',
    phases: [
      { name: 'Inhale', detail: '5 s, smooth' },
      { name: 'Exhale', detail: '5 s, smooth' },
    ],
    difficulty: 'beginner',
    category: 'balance',
    defaultDuration: 10,
  }),
  preset({
    id: '1-2-ratio',
    name: '1:2 Ratio Breathing',
    subtitle: 'Longer exhales to let go',
    description: 'Breathe in for 4 seconds and out for 8, eight times.',
    explanation: 'Doubling the exhale spends more of each breath in the phase when the heart slows.',
    color: '#4f9fd1',
    duration: 'About 2 min',
    phases: [
      { name: 'Inhale', detail: '4 s' },
      { name: 'Exhale', detail: '8 s, as if through a straw' },
    ],
    difficulty: 'beginner',
    category: 'calm',
    defaultDuration: 2,
  }),
  preset({
    id: 'physiological-sigh',
    name: 'Physiological Sigh',
    subtitle: 'Fast relief in a tense moment',
    description: 'A double inhale through the nose and a long exhale through the mouth, six times.',
    explanation: 'The second sip of air re-opens the lungs and the long exhale clears carbon dioxide.',
    color: '#e08a5b',
    duration: 'About 1 min',
    phases: [
      { name: 'Inhale', detail: '2 s through the nose' },
      { name: 'Second Inhale', detail: '1 s, a short top-up sip' },
      { name: 'Exhale', detail: '6 s, long, through the mouth' },
      { name: 'Hold', detail: '2 s, resting empty' },
    ],
    difficulty: 'beginner',
    category: 'calm',
    defaultDuration: 1,
  }),
  preset({
    id: 'step-down',
    name: 'Step-Down Breathing',
    subtitle: 'Ease from slow to natural',
    description: 'Start at 8 seconds in and 8 out, one second shorter every two rounds, down to 4 and 4. Twelve rounds.',
    explanation: 'Beginning long and easing off lets you settle into slow breathing and finish at a relaxed pace.',
    color: '#8a7fc7',
    duration: 'About 2 min',
    phases: [
      { name: 'Inhale', detail: '8 s, then 7, 6, 5, 4' },
      { name: 'Exhale', detail: 'as long as the inhale' },
    ],
    difficulty: 'intermediate',
    category: 'calm',
    defaultDuration: 2,
  }),
  preset({
    id: 'tidal',
    name: 'Tidal Breathing',
    subtitle: 'A gentle, natural rhythm',
    description: 'Easy 3-second breaths in and out, for ten minutes.',
    explanation: 'Quiet breathing close to your resting rhythm gives attention a steady anchor without strain.',
    color: '#4aa3b5',
    duration: '10 min',
    phases: [
      { name: 'Inhale', detail: '3 s, easy' },
      { name: 'Exhale', detail: '3 s, easy' },
    ],
    difficulty: 'beginner',
    category: 'mindfulness',
    defaultDuration: 10,
  }),
  preset({
    id: 'humming-exhale',
    name: 'Humming Exhale',
    subtitle: 'Soothe with sound',
    description: 'Breathe in for 4 seconds, then hum softly as you breathe out for 6, eight times.',
    explanation: 'A hummed exhale is naturally long, and the vibration gives the mind something to rest on.',
    color: '#c27ba0',
    duration: 'About 1 min',
    phases: [
      { name: 'Inhale', detail: '4 s through the nose' },
      { name: 'Hum', detail: '6 s, lips closed' },
    ],
    difficulty: 'beginner',
    category: 'calm',
    defaultDuration: 1,
  }),
  preset({
    id: 'deep-reset',
    name: 'Deep Reset',
    subtitle: 'Energise with breath and hold',
    description: 'Three rounds of 30 quick breaths, a breath hold you release yourself, a 15-second recovery breath and 30 seconds of rest.',
    explanation: 'Fast breathing followed by a hold is a strong, energising stimulus. Sit or lie down; never in water or while driving.',
    color: '#d9694f',
    duration: 'About 8-11 min',
    phases: [
      { name: 'Rapid Breathing', detail: '30 full breaths, 1 s in, 1 s out' },
      { name: 'Breath Hold', detail: 'after the last exhale, until you tap Release & Breathe' },
      { name: 'Recovery Breath', detail: 'breathe in fully and hold 15 s' },
      { name: 'Rest', detail: '30 s of easy breathing' },
    ],
    difficulty: 'advanced',
    category: 'energy',
    defaultDuration: 10,
  }),
];

const BY_ID = new Map(BREATHING_PRESETS.map((p) => [p.id, p]));

/** The technique card of one id; throws on an id that is not a preset (a typo, `custom`). */
export function breathingPreset(id: BreathingPresetId): BreathingPreset {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`No breathing preset "${id}".`);
  return found;
}
