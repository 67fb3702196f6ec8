import { MEDITATION_PRESETS, type MeditationPreset } from '@stillpoint/sdk/catalog';
import { paragraph, points, type GuideChapter, type GuideSection } from './guideChapter';

/** A style as the meditation builder's card shows it, with its "How to practise" note. */
function styleSection(preset: MeditationPreset): GuideSection {
  return {
    heading: preset.name,
    tagline: `${preset.subtitle} · ${preset.totalMinutes} min`,
    blocks: [paragraph(preset.description), { kind: 'labelled', label: 'How to practise', text: preset.education.how }],
  };
}

export const MEDITATION_CHAPTER: GuideChapter = {
  title: 'Meditation Fundamentals',
  summary: 'Posture, attention, the wandering mind, and the styles of the meditation builder',
  intro:
    'Meditation here means something plain: resting attention on one thing, noticing when it has wandered, and bringing it back, again and again. Nothing has to be emptied, reached or felt.',
  sections: [
    {
      heading: 'Sitting down',
      blocks: [
        paragraph(
          'Choose a position you can keep still in without strain: a chair with both feet on the floor, a cushion, or lying down for a body scan. Let the back be upright but not stiff, the hands resting, the jaw soft.',
        ),
        paragraph('Close your eyes, or let them rest half-open on the floor a little way ahead. Either is fine; eyes open can help when you feel sleepy.'),
      ],
    },
    {
      heading: 'Choosing an anchor',
      blocks: [
        paragraph('An anchor is the one thing attention returns to. Pick one and keep it for the whole sit:'),
        points(
          { lead: 'The breath', text: 'at the nostrils, the chest or the belly, wherever it is easiest to feel.' },
          { lead: 'The body', text: 'the weight of the body on the chair, or each part in turn, as in a body scan.' },
          { lead: 'Sounds', text: 'heard as they come and go, without naming their sources.' },
          { lead: 'A word', text: 'repeated silently, as in mantra meditation.' },
          { lead: 'A point', text: 'for the eyes to rest on, or the feeling of each step when walking.' },
        ),
      ],
    },
    {
      heading: 'When the mind wanders',
      blocks: [
        paragraph(
          'It will, often within a few breaths. That is not a failure: noticing that you have drifted and coming back is the exercise itself, the way lifting and lowering is the exercise with a weight. Some people note the drift with a soft word, "thinking", before returning.',
        ),
        paragraph('Come back kindly. Scolding yourself is one more thought to return from.'),
      ],
    },
    {
      heading: 'How long, and how often',
      blocks: [
        paragraph(
          'Five to ten minutes is a good start. A short sit you keep every day tends to do more than a long one you keep putting off; lengthen it when it starts to feel easy. The same time and place each day make it a habit rather than a decision.',
        ),
        paragraph(
          'A timer frees you from checking the clock. Stillpoint can ring a bell to begin, at intervals and to end, and in Zen mode hides the countdown altogether.',
        ),
      ],
    },
    {
      heading: 'The styles in Stillpoint',
      blocks: [paragraph(`The meditation builder offers ${MEDITATION_PRESETS.length} styles. Each gives the timing, bells and prompts; the practice is yours.`)],
    },
    ...MEDITATION_PRESETS.map(styleSection),
  ],
};
