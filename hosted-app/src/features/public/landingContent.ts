import type { BreathingPresetId, MeditationStylePresetId } from '@stillpoint/sdk/catalog';
import { FREE_OFFLINE_PRACTICES } from '../offline/freeOfflineSessions';

/**
 * The landing page's copy (commercial.md §2), kept apart from its layout. The technique and meditation cards
 * name the catalog's presets by id and name (landingContent.test.ts holds them to the catalog) but are not
 * read from it: the catalog's presets carry their education text, kilobytes the first screen does not need.
 */

export interface LandingCard {
  /** The catalog's preset id (`custom-timer` is the meditation builder's plain timer). */
  readonly id: string;
  readonly name: string;
  /** The line under the name, always shown. */
  readonly summary: string;
  /** What the card shows once opened. */
  readonly description: string;
  /** Where to read more (a technique page), when there is one. */
  readonly link?: { readonly to: string; readonly label: string };
}

export const LANDING_FEATURES: readonly { readonly title: string; readonly text: string }[] = [
  { title: 'Exact timing', text: 'Every phase starts on the second it should, even when the screen dims or the tab is in the background.' },
  { title: 'Nine breathing techniques', text: 'From box breathing to the physiological sigh, each with how to do it, why it works and when to use it.' },
  { title: 'Ten meditation styles', text: 'Quiet sits, body scans, open awareness and more, with soft bells and optional ambient sound.' },
  { title: 'Your own sessions', text: 'Set your own breathing pattern, or shape a meditation from 1 to 60 minutes, and keep it in your library.' },
  { title: 'Suggestions by mood', text: 'Say how you feel and the app suggests a session that fits: chosen by simple rules from your mood, goal and time, not by a person.' },
  { title: 'Works offline', text: 'Add it to your home screen on iPhone or Android; sessions you have opened keep working without a connection.' },
];

const technique = (id: string, name: string, slug: string, summary: string, description: string): LandingCard => ({
  id,
  name,
  summary,
  description,
  link: { to: `/techniques/${slug}`, label: `More about ${name}` },
});

/** Six of the catalog's nine breathing techniques (commercial.md §2: six on the landing). */
export const LANDING_BREATHING: readonly LandingCard[] = [
  technique('box', 'Box Breathing', 'box-breathing', 'Calm, steady focus · 4-4-4-4', 'In, hold, out, hold: four seconds each. Equal counts slow the breath to about four a minute and give the mind one simple thing to follow.'),
  technique('4-7-8', '4-7-8 Breathing', '4-7-8-breathing', 'Wind down for sleep · 4-7-8', 'Breathe in for 4, hold for 7, breathe out for 8, eight times. The long exhale leans on the slowing half of every breath.'),
  technique('coherent', 'Coherent Breathing', 'coherent-breathing', 'Balance at six breaths a minute · 5-5', 'Five seconds in, five seconds out, with no pauses. Near this rate heart rhythm and breath swing together most.'),
  technique('physiological-sigh', 'Physiological Sigh', 'physiological-sigh', 'Fast relief in a tense moment · about 1 min', 'A double inhale through the nose and a long exhale through the mouth. A minute of it is often enough to settle.'),
  technique('1-2-ratio', '1:2 Ratio Breathing', '1-2-ratio-breathing', 'Longer exhales to let go · 4-8', 'Breathe in for 4 seconds and out for 8, as if through a straw. A gentle way into slower breathing.'),
  technique('humming-exhale', 'Humming Exhale', 'humming-exhale', 'Soothe with sound · 4-6', 'Breathe in for 4 seconds, then hum softly with closed lips as you breathe out for 6. The hum keeps the exhale slow and even.'),
];

/** Six of the catalog's ten meditation styles, then the plain timer (commercial.md §2: a Custom Timer card). */
export const LANDING_MEDITATIONS: readonly LandingCard[] = [
  { id: 'quick', name: 'Quick Sit', summary: 'Ten minutes with the breath', description: 'A simple sit resting on the breath, a bowl to begin and a gong to end. For days when time is short.' },
  { id: 'body-scan', name: 'Body Scan', summary: 'Release tension from head to toe · 15 min', description: 'Move attention slowly through the body, with a quiet prompt every minute to move on.' },
  { id: 'emotion-surfing', name: 'Emotion Surfing', summary: 'Ride a feeling without being carried off · 10 min', description: 'Notice where a feeling sits in the body and watch it rise and fall, with a prompt every 2 minutes.' },
  { id: 'open-awareness', name: 'Open Awareness', summary: 'Wide, choiceless attention · 18 min', description: 'Let attention rest open to whatever arises: sounds, sensations, thoughts. A prompt every 3 minutes brings you back.' },
  { id: 'gaze-meditation', name: 'Gaze Meditation', summary: 'Eyes open, resting on one point · 12 min', description: 'Rest the eyes softly on a single point. Useful when closing them makes you sleepy or restless.' },
  { id: 'walking-meditation', name: 'Walking Meditation', summary: 'Mindfulness in every step · 15 min', description: 'Walk slowly and feel each step, with a prompt every 90 seconds. Practice for when sitting still is hard.' },
  {
    id: 'custom-timer',
    name: 'Custom Timer',
    summary: 'Your own length, 1 to 60 minutes',
    description: 'A silent timer with the bells you choose: a bowl to begin, a gong to end, interval bells if you like, and ambient sound or none.',
    link: { to: '/meditation', label: 'Try the silent timer' },
  },
];

/** A practice a visitor runs in place on the landing page, as the widget's attributes. */
export type VisitorPractice =
  | { readonly kind: 'breathing'; readonly name: string; readonly technique: BreathingPresetId; readonly minutes?: number; readonly rounds?: number; readonly length: string }
  | { readonly kind: 'meditation'; readonly name: string; readonly preset?: MeditationStylePresetId; readonly minutes?: number; readonly length: string };

export interface Bundle {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly breathing: VisitorPractice & { readonly kind: 'breathing' };
  readonly meditation: VisitorPractice & { readonly kind: 'meditation' };
}

/**
 * The curated bundles: a breathing practice and a sit that go together. A visitor runs either here and now
 * (commercial.md §9's public presets where it names them: box breathing, 4-7-8 for 8 rounds, the sigh), and
 * nothing is recorded. Box breathing runs 2 minutes for a visitor, as on its technique page.
 */
export const BUNDLES: readonly Bundle[] = [
  {
    id: 'settle',
    title: 'Settle in a minute',
    text: 'For a tense moment: one minute of sighs, then five quiet minutes.',
    breathing: { kind: 'breathing', name: 'Physiological Sigh', technique: 'physiological-sigh', length: 'About 1 minute' },
    meditation: { kind: 'meditation', name: '5 minute sit', minutes: 5, length: '5 minutes' },
  },
  {
    id: 'focus',
    title: 'Steady focus',
    text: 'Before work that needs you: even breathing, then a short sit with the breath.',
    breathing: { kind: 'breathing', name: 'Box Breathing', technique: 'box', minutes: 2, length: '2 minutes' },
    meditation: { kind: 'meditation', name: 'Quick Sit', preset: 'quick', length: '10 minutes' },
  },
  {
    id: 'sleep',
    title: 'Wind down for sleep',
    text: 'At the end of the day: long exhales, then a slow scan through the body.',
    breathing: { kind: 'breathing', name: '4-7-8 Breathing', technique: '4-7-8', rounds: 8, length: '8 rounds, about 3 minutes' },
    meditation: { kind: 'meditation', name: 'Body Scan', preset: 'body-scan', length: '15 minutes' },
  },
];

/** The phones of the landing's hero and meditation section: each runs one practice in place. */
export const HERO_PRACTICES = { breathing: { technique: 'box', minutes: 2 }, meditation: { minutes: 3 } } as const;

/** How many practices a visitor starts in place on the home page: the phones', and each bundle's two. */
export const HOME_PAGE_PRACTICE_COUNT = Object.keys(HERO_PRACTICES).length + 2 * BUNDLES.length;

export const PHILOSOPHY_POINTS: readonly { readonly title: string; readonly text: string }[] = [
  { title: 'Nothing to scroll', text: 'No feed, no streak pressure, no social features. You open it, you breathe, you close it.' },
  { title: 'Honest about evidence', text: 'Each technique says what it is for and what is known about it, and where the evidence is thin.' },
  { title: 'Quiet by design', text: 'One accent colour, slow optional motion, sound only when you ask for it. Light and dark follow your device.' },
];

export const WHY_WE_CHARGE: readonly string[] = [
  'Free apps are paid for somehow: by ads, by selling what they learn about you, or by pushing you to spend more time in them. We would rather be paid by the people who use Stillpoint.',
  'Your subscription pays for the app and its upkeep, and nothing else pays for it: no ads, no trackers, nothing sold. The trial is 14 days, and you can cancel anytime from your account.',
];

/**
 * Offline, a visitor gets the free sessions (commercial.md §6, freeOfflineSessions.ts: the app's list too): box breathing for 2 minutes and the deep reset for
 * 1 minute. The widget chunks are precached by the service worker, so these run without a connection.
 */
export const OFFLINE_PRACTICES: readonly (VisitorPractice & { readonly kind: 'breathing'; readonly summary: string })[] = FREE_OFFLINE_PRACTICES.map((practice) => ({
  kind: 'breathing' as const,
  ...practice,
}));
