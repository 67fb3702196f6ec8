import { loadForThisPage, pageWords } from '../pageWords';

/** The free guide's page (/calmkit), in English; the other languages beside it. The guide (the PDF) has words of its own (hosted-app/calmkit/words/). */
const en = {
  'meta.title': 'CalmKit: a free guide to breathing and meditation',
  'meta.description': 'CalmKit, a free PDF guide: nine breathing techniques, meditation fundamentals, daily practice and stress management. Download it or read it online.',
  'meta.keywords': 'breathing guide, meditation guide, free PDF, box breathing, 4-7-8 breathing, stress management',
  kicker: 'Free guide',
  heading: 'CalmKit: an essential guide to breathing and meditation',
  tagline:
    'Every breathing technique, the basics of sitting, and how to fit a few quiet minutes into a busy day. A PDF to keep, or read it online. No e-mail address asked.',
  download: 'Download PDF (Free)',
  view: 'View Online',
  'inside.title': 'What is inside',
  'topic.breathing.title': 'Breathing Techniques',
  'topic.breathing.text': 'The nine techniques of the app: each pattern, how to practise it, when to use it and what the evidence says.',
  'topic.meditation.title': 'Meditation Fundamentals',
  'topic.meditation.text': 'Posture, attention, the wandering mind, and the meditation styles you can choose from.',
  'topic.daily.title': 'Daily Integration',
  'topic.daily.text': 'Small, regular practice that fits into the day you already have.',
  'topic.stress.title': 'Stress Management',
  'topic.stress.text': 'What to do in the moment, before a hard day, after it, and at night.',
  'topic.philosophy.title': 'Philosophy',
  'topic.philosophy.text': 'Minimalist, distraction-free, evidence-based and private: what each means in practice.',
  'topic.design.title': 'Design',
  'topic.design.text': 'Why the app looks and behaves as it does, and what it leaves out.',
  'free.title': 'Why it is free',
  'free.text':
    'Breathing well and sitting quietly should not be behind a paywall, and everything in the guide works without an app. If the guide helps, Stillpoint is the timer that guides the same techniques, keeps exact time, and stays out of the way.',
  'free.note': 'The guide is general information, not medical advice. Read more about <philosophy>our philosophy</philosophy>.',
  'cta.title': 'Try Stillpoint free for 14 days',
  'cta.prices': 'Then {monthly} a month or {yearly} a year ({perMonth} a month). Cancel anytime.',
} as const;

export type CalmKitKey = keyof typeof en;

export const calmkitWords = pageWords<CalmKitKey>(en, {
  de: async () => (await import('./calmkit.de')).de,
  nl: async () => (await import('./calmkit.nl')).nl,
  fr: async () => (await import('./calmkit.fr')).fr,
  es: async () => (await import('./calmkit.es')).es,
});

export const calmkitEnglish = en;

await loadForThisPage(calmkitWords);
