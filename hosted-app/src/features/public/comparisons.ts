import { BREATHING_PRESETS } from '@stillpoint/sdk/catalog';
import { capitalNumberWord } from './numberWord';

/** A comparison page's facts (/vs/*): only what is generally, verifiably true of the other product; when unsure, less. */
export interface Comparison {
  readonly slug: 'calm-alternative' | 'headspace-alternative';
  readonly product: string;
  readonly title: string;
  readonly description: string;
  readonly intro: string;
  /** Feature, Stillpoint, the other product; the page adds the rows both share (the free try and the price). */
  readonly rows: readonly (readonly [string, string, string])[];
  readonly chooseThem: readonly string[];
  readonly chooseUs: readonly string[];
}

/** Stillpoint's techniques, counted from the catalog. */
const PACED_BREATHING = `${capitalNumberWord(BREATHING_PRESETS.length)} techniques with exact counts, plus your own patterns`;

export const COMPARISONS: Readonly<Record<Comparison['slug'], Comparison>> = {
  'calm-alternative': {
    slug: 'calm-alternative',
    product: 'Calm',
    title: 'A quiet Calm alternative',
    description: 'Stillpoint and Calm compared: a minimalist breathing and meditation timer beside a large library of guided audio. Which suits you?',
    intro:
      'Calm is one of the best-known meditation apps, with a large library of guided meditations, sleep stories and music. Stillpoint is much smaller on purpose: a precise timer for breathing exercises and meditation.',
    rows: [
      ['What it is', 'A breathing and meditation timer', 'A large app of guided audio: meditations, sleep stories, music'],
      ['Guided audio library', 'No narrated audio; short written cues in guided sessions', 'Large, and a main reason people choose it'],
      ['Paced breathing', PACED_BREATHING, 'Offers breathing exercises among much else'],
      ['Where it runs', 'In the browser; can be added to a phone’s home screen', 'Native apps for phones'],
    ],
    chooseThem: ['You want narrated meditations, sleep stories or music to fall asleep to.', 'You like having a wide choice of content every day.', 'You prefer a native app from the App Store or Google Play.'],
    chooseUs: [
      'You want a timer that paces your breath exactly and then gets out of the way.',
      'You already know how you like to practise and do not need a course.',
      'You want little kept about you, and to export or delete it yourself.',
    ],
  },
  'headspace-alternative': {
    slug: 'headspace-alternative',
    product: 'Headspace',
    title: 'A minimalist Headspace alternative',
    description: 'Stillpoint and Headspace compared: a quiet, precise breathing and meditation timer beside a large app of guided courses. Which suits you?',
    intro:
      'Headspace is a large meditation app known for its guided courses and friendly teaching. Stillpoint is a small, quiet timer for people who want to practise on their own terms.',
    rows: [
      ['What it is', 'A breathing and meditation timer', 'A large app of guided meditation courses and related content'],
      ['Guided courses', 'None; short written cues in guided sessions', 'Many, and a main reason people choose it'],
      ['Paced breathing', PACED_BREATHING, 'Offers breathing exercises among much else'],
      ['Where it runs', 'In the browser; can be added to a phone’s home screen', 'Native apps for phones'],
    ],
    chooseThem: ['You are new to meditation and want to be taught step by step.', 'You enjoy structured courses and a voice guiding you.', 'You prefer a native app from the App Store or Google Play.'],
    chooseUs: [
      'You want to set a technique and a time, and simply practise.',
      'You want exact breathing counts and your own patterns.',
      'You want no feed or courses to keep up with, and little kept about you.',
    ],
  },
};
