import type { Currency } from '@stillpoint/api/contract';
import { planPricesSentence } from '../billing/planPrices';
import { SUPPORT_EMAIL } from '../public/siteAddress';

/**
 * The FAQ (commercial.md §2): eight answers, one open at a time, honest about what the product does. The prices
 * are in the reader's currency and locale (euros where none is known yet), from the plans' own figures.
 */
export const faqEntries = (currency: Currency | null, locale?: string) => [
  {
    id: 'what',
    title: 'What is Stillpoint?',
    content: 'A minimalist breathing and meditation timer: nine guided breathing techniques, ten meditation styles and a builder for your own, with a calm runner that keeps exact time.',
  },
  {
    id: 'price',
    title: 'What does it cost?',
    content: `The first 14 days are free. After that it is ${planPricesSentence(currency, locale)}, VAT included. You can cancel anytime from your account, and you keep access until the end of the period you paid for.`,
  },
  {
    id: 'free',
    title: 'Can I try it without an account?',
    content: 'Yes: the featured practices on the home page run right away, and nothing is recorded. An account keeps your saved sessions, history and streaks.',
  },
  {
    id: 'custom',
    title: 'Can I make my own sessions?',
    content: 'Set your own inhale, holds and exhale for breathing, or shape a meditation from 1 to 60 minutes with bells, ambient sound and gentle transitions, then save it to your library.',
  },
  {
    id: 'offline',
    title: 'Does it work on my phone and offline?',
    content: 'Yes. Add Stillpoint to your home screen on iPhone or Android and it opens like an app; sessions you have opened before keep working without a connection.',
  },
  {
    id: 'sound',
    title: 'Why do I not hear the bells on my iPhone?',
    content: 'Safari pauses sounds when the screen locks, and the silent switch can mute them. Keep the screen on during a session; Stillpoint asks the screen to stay awake for you.',
  },
  {
    id: 'privacy',
    title: 'What do you do with my data?',
    content: 'What the app needs to run for you: your account, your settings and your sessions; the privacy policy lists every piece and how long it is kept. No ads, no trackers, nothing sold. You can download or delete everything from your profile.',
  },
  {
    id: 'help',
    title: 'How do I reach you?',
    // The FAQ is on the public site too, which has no Help & Feedback button: the address works everywhere.
    content: `Write to ${SUPPORT_EMAIL}; once signed in, Help & Feedback in the app sends us a message too. We reply within 24 hours.`,
  },
];
