import { paragraph, points, type GuideChapter } from './guideChapter';

export const DESIGN_CHAPTER: GuideChapter = {
  title: 'Design',
  summary: 'Why the app looks and behaves as it does',
  intro:
    'The screen you practise with should ask for as little attention as possible. Each design choice below comes from that one idea.',
  sections: [
    {
      heading: 'Quiet to look at',
      blocks: [
        paragraph(
          'Generous space, plain type and one accent colour, a deep teal, in light or dark as your system is set. The same colours and shapes run through the app, the session screens and the technique pages, so moving between them asks nothing new of you.',
        ),
        paragraph(
          'Movement is slow and follows the breath. If your system asks for reduced motion, nothing grows or moves: the guide brightens and dims with the breath instead. Colours meet the WCAG AA contrast levels, and controls are sized for a relaxed thumb.',
        ),
      ],
    },
    {
      heading: 'Guides you can follow without reading',
      blocks: [
        paragraph(
          'A circle grows as you breathe in, rests while you hold and shrinks as you breathe out. Lungs and a wave are there for those who prefer them. The phase name and the seconds left stay on screen for the moments you want them, and soft sounds can mark each change so you can close your eyes.',
        ),
      ],
    },
    {
      heading: 'Time you can trust',
      blocks: [
        paragraph(
          "A session's state is worked out from the time that has passed, not counted up tick by tick, so a phone that slows the page down in the background catches up exactly, and a sixty-minute sit ends on the second it should. Bells and cues are scheduled on the audio clock ahead of time, so they stay on time while the page is in the background.",
        ),
      ],
    },
    {
      heading: 'Out of the way while you practise',
      blocks: [
        points(
          'The screen stays awake during a session, and dims after two minutes without a touch to save battery; a tap brightens it.',
          'In Zen mode the countdown and controls fade away; a tap shows the End Session button for a few seconds.',
          'A deep breath hold ends when you choose, with a Release & Breathe button rather than a timer.',
        ),
      ],
    },
    {
      heading: 'Works where you are',
      blocks: [
        paragraph(
          'Stillpoint installs on a phone or computer like an app and works offline. A session you complete without a connection is kept on the device and sent once you are back online, so your history has no gaps.',
        ),
      ],
    },
    {
      heading: 'This guide',
      blocks: [
        paragraph(
          'The guide follows the same rules: one accent colour, room around the text, and every pattern and note taken from the same catalog the app runs on, so the two never disagree.',
        ),
      ],
    },
  ],
};
