import { loadForThisPage, pageWords } from '../pageWords';

/** The silent timer's page (/meditation), in English; the other languages beside it. */
const en = {
  'meta.title': 'Silent meditation timer',
  'meta.description': 'A free, silent meditation timer: pick 5, 10, 15 or 20 minutes; a bowl begins the time and a gong ends it. No account, no guidance, nothing recorded.',
  'meta.keywords': 'silent meditation timer, meditation timer, meditation bell, quiet timer, mindfulness, sitting meditation',
  kicker: 'Meditation',
  heading: 'Silent meditation timer',
  tagline: 'Sit for as long as you choose. A soft bowl begins the time and a gong closes it; in between, nothing.',
  length: 'Length',
  option: '{count} min',
  start: 'Start {count} minute sit',
  session: '{count} minute silent meditation',
  opening: 'Opening the shared sit…',
  'how.title': 'How to sit',
  'how.posture': 'Sit upright and at ease, on a chair or a cushion, hands resting.',
  'how.eyes': 'Close your eyes, or rest your gaze on the floor a little ahead.',
  'how.sit': 'When the bowl sounds, just sit. Each time you notice your mind has wandered, come back to the breath, kindly.',
  'how.end': 'The gong closes the time. Take a moment before you get up.',
} as const;

export type MeditationKey = keyof typeof en;

export const meditationWords = pageWords<MeditationKey>(en, {
  de: async () => (await import('./meditation.de')).de,
  nl: async () => (await import('./meditation.nl')).nl,
  fr: async () => (await import('./meditation.fr')).fr,
  es: async () => (await import('./meditation.es')).es,
});

export const meditationEnglish = en;

await loadForThisPage(meditationWords);
