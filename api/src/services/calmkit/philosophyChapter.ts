import { paragraph, points, type GuideChapter } from './guideChapter';

export const PHILOSOPHY_CHAPTER: GuideChapter = {
  title: 'Philosophy',
  summary: 'Minimalist, distraction-free, evidence-based and private: what each means in practice',
  intro:
    'Stillpoint is a timer for breathing and meditation, and tries to be nothing more. Four principles decide what goes into it, and mostly what stays out.',
  sections: [
    {
      heading: 'Minimalist',
      blocks: [
        paragraph(
          'A practice needs a pattern, a length and perhaps a sound. Anything more is a choice to make before you can begin, so every technique and style starts from settings that work: you can press start without changing anything, and the options are there when you want them.',
        ),
      ],
    },
    {
      heading: 'Distraction-free',
      blocks: [
        points(
          'No feed, no ads, no badges and nothing to scroll through before you start.',
          'During a session the screen holds the guide, the phase and the time, and in Zen mode only a breathing circle.',
          'A session ends quietly, with a line saying how long it ran, not a suggestion to do more.',
        ),
      ],
    },
    {
      heading: 'Evidence-based',
      blocks: [
        paragraph(
          'The notes on each technique say what it may do and what kind of evidence stands behind it: a randomized trial, a small lab study, a tradition, or the lack of trials. They say "may" rather than "will", name studies rather than inventing numbers, and promise no treatment.',
        ),
        paragraph('Nothing in Stillpoint or in this guide is medical advice.'),
      ],
    },
    {
      heading: 'Private',
      blocks: [
        points(
          'You can practise on the technique pages without an account.',
          'An account keeps what it needs to work: your name and e-mail address, your preferences and subscription, the sessions you save and the log of sessions you complete, which your streak and monthly figures are counted from.',
          'Passwords are stored only as a slow one-way hash (argon2id).',
          "The app's pages load nothing from other sites, so no third-party tracker runs on them. Payments are handled on the payment provider's own page.",
          'You can download everything stored about you, or delete your account and all its data, from your profile at any time.',
        ),
      ],
    },
    {
      heading: 'Why this guide is free',
      blocks: [
        paragraph(
          'Everything in it works without the app: a pattern can be counted in your head and a sit can be timed with any clock. If the app helps you keep the practice, it is there; if the guide is all you need, that is a good outcome too.',
        ),
      ],
    },
  ],
};
