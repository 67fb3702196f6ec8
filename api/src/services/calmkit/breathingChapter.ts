import { BREATHING_PRESETS, patternText, type BreathingPattern, type BreathingPreset } from '@stillpoint/sdk/catalog';
import { paragraph, points, type GuideChapter, type GuideSection } from './guideChapter';

const PHASES: readonly [keyof BreathingPattern, string][] = [
  ['inhale', 'Inhale'],
  ['hold', 'Hold'],
  ['exhale', 'Exhale'],
  ['holdAfterExhale', 'Hold'],
];

/** "Inhale 4 s · Hold 7 s · Exhale 8 s": the phases a round has, in order (a zero-second hold is no phase). */
export function patternPhrase(pattern: BreathingPattern): string {
  return PHASES.filter(([phase]) => pattern[phase] > 0)
    .map(([phase, name]) => `${name} ${pattern[phase]} s`)
    .join(' · ');
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A technique as the builder's card and detail dialog show it: the same pattern, phases and notes. */
function techniqueSection(preset: BreathingPreset): GuideSection {
  const pattern = preset.config.customPattern;
  return {
    heading: preset.name,
    tagline: preset.subtitle,
    blocks: [
      {
        kind: 'facts',
        facts: [
          { label: 'Pattern', value: `${patternPhrase(pattern)} (${patternText(pattern)})` },
          { label: 'Session', value: preset.duration },
          { label: 'Level', value: capitalised(preset.difficulty) },
        ],
      },
      paragraph(preset.description),
      points(...preset.phases.map((phase) => ({ lead: `${phase.name}:`, text: phase.detail }))),
      { kind: 'labelled', label: 'How to practise', text: preset.education.how },
      { kind: 'labelled', label: 'Why it may help', text: preset.education.why },
      { kind: 'labelled', label: 'When to use it', text: preset.education.when },
      { kind: 'labelled', label: 'The evidence', text: preset.education.science },
    ],
  };
}

/** Every breathing technique of the catalog, in the builder's order, with its pattern and its notes. */
export const BREATHING_CHAPTER: GuideChapter = {
  title: 'Breathing Techniques',
  summary: `The ${BREATHING_PRESETS.length} techniques of the breathing builder: patterns, practice and evidence`,
  intro:
    "Breathing is the one part of the body's automatic rhythm you can also steer by choice. Each technique below is one of the breathing builder's presets, with the same pattern and the same notes you find in the app.",
  sections: [
    {
      heading: 'Reading a pattern',
      blocks: [
        paragraph(
          'A pattern is four numbers of seconds: breathe in, hold with the lungs full, breathe out, hold with the lungs empty. So 4-7-8-0 means in for 4, hold for 7, out for 8, and straight into the next breath. A zero is a phase the technique leaves out.',
        ),
        points(
          'Sit or lie comfortably, with your shoulders loose. Breathe through the nose unless a technique says otherwise.',
          'The counts are a guide, not a test. If a hold feels long, keep the same shape at a quicker count, or skip the hold.',
          'Stop and breathe normally if you feel dizzy, light-headed or unwell.',
        ),
      ],
    },
    ...BREATHING_PRESETS.map(techniqueSection),
  ],
};
