import type { Message } from '@stillpoint/sdk/catalog';

/**
 * A mood's recommendation in English, as its toast says it: the source of every key. The API's answer keeps its own
 * English `instructions` (the contract); the toast says them in the reader's words from here: the practice's
 * sentence (`breathing.<technique>`, `meditation.<style>`, as the SDK's recommender writes it), then how long the
 * session runs, from the config it starts.
 */
export const en = {
  'breathing.box': 'Breathe in for 4 seconds, hold for 4, breathe out for 4 and hold for 4, following the circle.',
  'breathing.4-7-8': 'Breathe in quietly through your nose for 4 seconds, hold for 7, and breathe out slowly through your mouth for 8.',
  'breathing.coherent': 'Breathe in for 5 seconds and out for 5, smoothly and without pausing.',
  'breathing.1-2-ratio': 'Breathe in for 4 seconds and out for 8, gently, as if through a straw.',
  'breathing.physiological-sigh': 'Breathe in through your nose, add a short second sip of air, then let it all go in a long exhale through your mouth.',
  'breathing.step-down': 'Breathe in and out for 8 seconds each, one second shorter every two rounds, down to 4.',
  'breathing.tidal': 'Breathe easily, 3 seconds in and 3 out, and simply notice each breath.',
  'breathing.humming-exhale': 'Breathe in through your nose for 4 seconds, then hum softly as you breathe out for 6.',
  'breathing.deep-reset':
    'Sitting or lying down, take 30 full quick breaths, hold after the last exhale until you tap Release & Breathe, then take a deep recovery breath; three rounds. Never in water or while driving.',
  'meditation.tm': 'After a few minutes of slow breathing, sit with eyes closed and silently repeat a soothing word, returning to it whenever you drift.',
  'meditation.zen': 'Sit upright and still with eyes half-open, counting breaths from one to ten and starting again when you lose count.',
  'meditation.quick': 'Sit comfortably, rest your attention on the breath, and come back to it each time the mind wanders.',
  'meditation.body-scan': 'Lie or sit comfortably and move your attention slowly from your toes to the top of your head, noticing without changing anything.',
  'meditation.anchor-switching': 'Rest your attention on the breath, sounds or the body, and move it to the next anchor each time a prompt appears.',
  'meditation.emotion-surfing': 'Notice what you feel and where it sits in the body, and watch it rise and fall like a wave without pushing it away.',
  'meditation.mental-labeling': 'Note each thought, sound or feeling with a soft word such as "thinking" or "hearing", then return to the breath.',
  'meditation.gaze-meditation': 'Rest your eyes softly on a single point, blinking when you need to, and return to it when the mind wanders.',
  'meditation.open-awareness': 'Let attention rest wide open to sounds, sensations and thoughts, noticing each as it comes and goes.',
  'meditation.walking-meditation': 'Walk slowly and feel each step: the lift, the movement and the placing of each foot.',
  // How long it runs: a meditation in all; breathing by time, until the minutes are up; by rounds, about so long.
  'length.lasts': { one: 'The session lasts {count} minute.', other: 'The session lasts {count} minutes.' },
  'length.keepGoing': { one: 'Keep going for {count} minute; the session ends by itself.', other: 'Keep going for {count} minutes; the session ends by itself.' },
  // The deep reset's three rounds are the technique.
  'length.threeRounds': { one: 'Three rounds, about {count} minute.', other: 'Three rounds, about {count} minutes.' },
  // {rounds} is length.roundCount: "8 rounds, about 3 minutes."
  'length.rounds': { one: '{rounds}, about {count} minute.', other: '{rounds}, about {count} minutes.' },
  'length.roundCount': { one: '{count} round', other: '{count} rounds' },
} as const satisfies Record<string, Message>;

/** A key of the recommendation's catalog. */
export type RecommendationMessageKey = keyof typeof en;
