import { paragraph, points, type GuideChapter } from './guideChapter';
import { styleName, techniqueName } from './presetNames';

export const DAILY_INTEGRATION_CHAPTER: GuideChapter = {
  title: 'Daily Integration',
  summary: 'Small, regular practice that fits into the day you already have',
  intro:
    'A practice helps most when it is part of an ordinary day rather than an event. The aim is not more time on a cushion but a few moments, often, that you would miss if they were gone.',
  sections: [
    {
      heading: 'Start smaller than you think',
      blocks: [
        paragraph(
          `Two minutes of ${techniqueName('box')} or a ten-minute ${styleName('quick')} is enough to begin. Keep it that short for the first weeks, until you notice that you look forward to it; then add a few minutes if you like.`,
        ),
      ],
    },
    {
      heading: 'Tie it to something you already do',
      blocks: [
        paragraph('A new habit holds better when it follows an old one. Pick a moment that happens every day anyway:'),
        points(
          'after the first coffee or tea, before opening the laptop;',
          `on the train or bus, as a passenger (any technique but ${techniqueName('deep-reset')});`,
          'before a meeting or a phone call you are not looking forward to;',
          'after brushing your teeth at night, before the phone goes on the nightstand.',
        ),
      ],
    },
    {
      heading: 'A day, as an example',
      blocks: [
        points(
          { lead: 'Morning:', text: `${techniqueName('coherent')} for five to ten minutes, or ${techniqueName('deep-reset')} if you want energy and it is safe for you.` },
          { lead: 'Before something demanding:', text: `two minutes of ${techniqueName('box')}.` },
          { lead: 'In a tense moment:', text: `one to three rounds of the ${techniqueName('physiological-sigh')}.` },
          { lead: 'After work:', text: `${styleName('walking-meditation')} on the way home, or a ${styleName('quick')} before the evening starts.` },
          { lead: 'Evening:', text: `${techniqueName('4-7-8')}, a ${styleName('body-scan')} or the ${techniqueName('humming-exhale')} to wind down.` },
        ),
        paragraph('This is a menu, not a schedule. One of these a day is a practice.'),
      ],
    },
    {
      heading: 'Moments that need no app',
      blocks: [
        points(
          'Three slow breaths, each exhale longer than the inhale, while a page loads or the kettle boils.',
          'Feeling both feet on the floor while you wait in a queue.',
          'Noticing one sound, one colour and one sensation before you stand up from your desk.',
        ),
      ],
    },
    {
      heading: 'Keeping track without keeping score',
      blocks: [
        paragraph(
          'Stillpoint can show a streak of days with a completed session and your totals for the past month; both can be turned off in your preferences, and reminders come only if you ask for them. A streak is a reminder, not a grade: when you miss a day, simply begin again the next one.',
        ),
      ],
    },
  ],
};
