import type { MeditationType } from '../catalog/options';

/** Guidance shown during the main phase of each guided type: short, calm, one instruction each. */
export const MEDITATION_PROMPTS: Readonly<Partial<Record<MeditationType, readonly string[]>>> = {
  'micro-reset': [
    'Drop your shoulders and unclench your jaw.',
    'Take one slow breath, longer on the way out.',
    'Notice where your feet meet the floor.',
    'Let your eyes soften.',
    'Ask: what do I need in the next hour?',
  ],
  'body-scan': [
    'Bring your attention to the top of your head.',
    'Soften your forehead, eyes and jaw.',
    'Notice your neck and shoulders, and let them settle.',
    'Feel your arms and hands, all the way to the fingertips.',
    'Notice the rise and fall of your chest and belly.',
    'Move your attention through your hips and legs.',
    'Rest your attention in your feet.',
    'Now feel the whole body breathing at once.',
  ],
  'anchor-switching': [
    'Rest your attention on the breath at your nostrils.',
    'Shift your attention to the sounds around you.',
    'Move your attention to the feeling of your hands.',
    'Return to the breath, wherever you feel it most.',
    'Notice the contact of your body with the seat.',
    'Let the breath be your anchor again.',
  ],
  'emotion-surfing': [
    'Notice what you are feeling right now, without changing it.',
    'Where do you feel it in your body?',
    'Let it rise like a wave. You do not have to act on it.',
    'Breathe with it, and watch it change shape.',
    'Notice the wave beginning to pass.',
  ],
  'mental-labeling': [
    'When a thought arises, silently note "thinking".',
    'When you hear something, note "hearing".',
    'When you feel something in the body, note "feeling".',
    'Label gently, then return to the breath.',
    'No label is wrong. Just note, and let go.',
  ],
  'gaze-meditation': [
    'Rest your gaze softly on one point in front of you.',
    'Let your eyes relax; no need to stare.',
    'If your eyes wander, gently bring them back.',
    'Notice the edges of your vision without moving your eyes.',
    'Close your eyes and see the afterimage fade.',
  ],
  'open-awareness': [
    'Let your attention open to everything at once.',
    'Sounds, sensations, thoughts: let them come and go.',
    'Rest as the awareness in which everything appears.',
    'No need to hold on to anything.',
  ],
  'walking-meditation': [
    'Walk slowly, and feel each foot lift, move and land.',
    'Notice the shift of weight from one leg to the other.',
    'Let your arms hang loose and your gaze rest ahead.',
    'When your mind wanders, return to the soles of your feet.',
    'Feel the air on your skin as you move.',
  ],
};

/** For any guided type without its own list. */
export const DEFAULT_PROMPTS: readonly string[] = [
  'Let your breath settle into its own rhythm.',
  'When your mind wanders, gently come back.',
  'Rest here, just as you are.',
];

/** The guidance prompts a meditation type shows, in order: its own list, else DEFAULT_PROMPTS. */
export function promptsFor(type: MeditationType): readonly string[] {
  return MEDITATION_PROMPTS[type] ?? DEFAULT_PROMPTS;
}
