import type { GuidePresets } from './guidePresets';
import { ledPoints, paragraph, points, type GuideChapter } from './guideChapter';
import type { GuideWords } from './words/en';

export function stressManagementChapter(words: GuideWords, { named }: GuidePresets): GuideChapter {
  const chapter = words.stress;
  return {
    title: chapter.title,
    summary: chapter.summary,
    intro: chapter.intro,
    sections: [
      { heading: chapter.momentHeading, blocks: [ledPoints(chapter.momentPoints.map((pair) => pair.map(named)))] },
      { heading: chapter.beforeHeading, blocks: [paragraph(named(chapter.before))] },
      { heading: chapter.afterHeading, blocks: [paragraph(named(chapter.after))] },
      { heading: chapter.nightHeading, blocks: [paragraph(named(chapter.night))] },
      { heading: chapter.safelyHeading, blocks: [points(chapter.safelyPoints.map(named))] },
      { heading: chapter.reachOutHeading, blocks: [paragraph(chapter.reachOut)] },
    ],
  };
}
