import { BREATHING_PRESETS, patternText, type BreathingPattern, type BreathingPreset } from '@stillpoint/sdk/catalog';
import type { GuidePresets } from './guidePresets';
import { paragraph, points, type GuideChapter, type GuideSection } from './guideChapter';
import type { GuideWords } from './words/en';

const PHASES: readonly [keyof BreathingPattern, 'inhale' | 'hold' | 'exhale'][] = [
  ['inhale', 'inhale'],
  ['hold', 'hold'],
  ['exhale', 'exhale'],
  ['holdAfterExhale', 'hold'],
];

/** "Inhale 4 s · Hold 7 s · Exhale 8 s": the phases a round has, in order (a zero-second hold is no phase). */
export function patternPhrase(words: GuideWords, pattern: BreathingPattern): string {
  return PHASES.filter(([phase]) => pattern[phase] > 0)
    .map(([phase, name]) => `${words[name]} ${words.seconds(pattern[phase])}`)
    .join(' · ');
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A technique as its page and detail dialog show it: the same pattern, length, level, phases and notes. */
function techniqueSection(words: GuideWords, presets: GuidePresets, preset: BreathingPreset): GuideSection {
  const pattern = preset.config.customPattern;
  const technique = presets.technique(preset);
  const { type, value } = preset.config.duration;
  return {
    heading: technique.name,
    tagline: technique.subtitle,
    blocks: [
      {
        kind: 'facts',
        facts: [
          { label: words.pattern, value: `${patternPhrase(words, pattern)} (${patternText(pattern)})` },
          { label: words.session, value: type === 'time' ? words.minutes(value) : words.rounds(value) },
          { label: words.level, value: capitalised(technique.level) },
        ],
      },
      paragraph(technique.description),
      points(technique.phases.map(([name, detail]) => ({ lead: `${name}:`, text: detail }))),
      { kind: 'labelled', label: words.howToPractise, text: technique.education.how },
      { kind: 'labelled', label: words.whyItMayHelp, text: technique.education.why },
      { kind: 'labelled', label: words.whenToUseIt, text: technique.education.when },
      { kind: 'labelled', label: words.theEvidence, text: technique.education.science },
    ],
  };
}

/** Every breathing technique of the catalog, in the builder's order, with its pattern and its notes. */
export function breathingChapter(words: GuideWords, presets: GuidePresets): GuideChapter {
  const chapter = words.breathing;
  return {
    title: chapter.title,
    summary: chapter.summary(BREATHING_PRESETS.length),
    intro: chapter.intro,
    sections: [
      { heading: chapter.readingHeading, blocks: [paragraph(chapter.reading), points(chapter.readingPoints)] },
      ...BREATHING_PRESETS.map((preset) => techniqueSection(words, presets, preset)),
    ],
  };
}
