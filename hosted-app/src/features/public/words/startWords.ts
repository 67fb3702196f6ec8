import { loadForThisPage, pageWords } from '../pageWords';

/** The start guide (/start), in English; the other languages beside it. Marked parts (`<b>…</b>`) are links and emphasis. */
const en = {
  'meta.title': 'Start here: a simple guide',
  'meta.description': 'A five-minute start guide to breathing exercises and meditation: choose a practice, get comfortable, try one short session, keep it small.',
  'meta.keywords': 'how to start meditating, beginner breathing exercises, start guide, first meditation',
  heading: 'Start here',
  lede: 'Five minutes, a chair, and a phone or computer. That is all a first session needs.',
  'pick.title': '1. Pick breathing or sitting',
  'pick.text':
    'If your mind is busy or your body is tense, start with <b>breathing</b>: following a count gives the attention something to hold. If you already feel fairly settled, try <b>meditation</b>: a few minutes of sitting still with a bell at the end.',
  'pick.breathwork': 'What is breathwork?',
  'pick.breathworkText': 'The techniques, and how to choose one.',
  'pick.meditation': 'What is meditation?',
  'pick.meditationText': 'Sitting practice without the mystery.',
  'position.title': '2. Find a comfortable position',
  'position.text':
    'Sit upright on a chair with your feet on the floor, or lie down if you are practising before sleep. Let your shoulders drop. Breathe through your nose unless a technique says otherwise.',
  'try.title': '3. Try one short session',
  'try.text':
    'On the <home>home page</home> you can run Box Breathing (two minutes) or a Physiological Sigh (about one minute) straight away, with no account. Follow the circle: it grows as you breathe in and shrinks as you breathe out. Nothing is recorded.',
  'small.title': '4. Keep it small',
  'small.text':
    'A few minutes most days does more than a long session once a week. If a count feels too long, shorten it; if you feel light-headed, stop and breathe normally. There is no wrong way to sit quietly for a while.',
  'more.title': '5. When you want more',
  'more.text':
    'An account gives you all nine breathing techniques, the meditation builder, saved sessions and a history of what you practised. It starts with a 14-day free trial.',
  'more.reading':
    'To read further: the free <calmkit>CalmKit guide</calmkit> (a PDF of techniques to keep), what to look for in <apps>a minimalist meditation app</apps>, and how Stillpoint compares with <calm>Calm</calm> and <headspace>Headspace</headspace>.',
  'learn.breathwork': 'Learn about breathwork',
  'learn.meditation': 'Learn about meditation',
} as const;

export type StartKey = keyof typeof en;

export const startWords = pageWords<StartKey>(en, {
  de: async () => (await import('./start.de')).de,
  nl: async () => (await import('./start.nl')).nl,
  fr: async () => (await import('./start.fr')).fr,
  es: async () => (await import('./start.es')).es,
});

export const startEnglish = en;

await loadForThisPage(startWords);
