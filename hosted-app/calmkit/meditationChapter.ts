import { MEDITATION_PRESETS, type MeditationPreset } from '@stillpoint/sdk/catalog';
import type { GuidePresets } from './guidePresets';
import { ledPoints, paragraph, paragraphs, type GuideChapter, type GuideSection } from './guideChapter';
import type { GuideWords } from './words/en';

/** A style as the meditation builder's card shows it, with its "How to practise" note. */
function styleSection(words: GuideWords, presets: GuidePresets, preset: MeditationPreset): GuideSection {
  const style = presets.style(preset);
  return {
    heading: style.name,
    tagline: `${style.subtitle} · ${words.minutes(preset.totalMinutes)}`,
    blocks: [paragraph(style.description), { kind: 'labelled', label: words.howToPractise, text: style.how }],
  };
}

export function meditationChapter(words: GuideWords, presets: GuidePresets): GuideChapter {
  const chapter = words.meditation;
  return {
    title: chapter.title,
    summary: chapter.summary,
    intro: chapter.intro,
    sections: [
      { heading: chapter.sittingHeading, blocks: paragraphs(chapter.sitting) },
      { heading: chapter.anchorHeading, blocks: [paragraph(chapter.anchor), ledPoints(chapter.anchorPoints)] },
      { heading: chapter.wanderingHeading, blocks: paragraphs(chapter.wandering) },
      { heading: chapter.howLongHeading, blocks: paragraphs(chapter.howLong) },
      { heading: chapter.stylesHeading, blocks: [paragraph(chapter.styles(MEDITATION_PRESETS.length))] },
      ...MEDITATION_PRESETS.map((preset) => styleSection(words, presets, preset)),
    ],
  };
}
