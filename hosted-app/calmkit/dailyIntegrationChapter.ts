import type { GuidePresets } from './guidePresets';
import { ledPoints, paragraph, points, type GuideChapter } from './guideChapter';
import type { GuideWords } from './words/en';

export function dailyIntegrationChapter(words: GuideWords, { named }: GuidePresets): GuideChapter {
  const chapter = words.daily;
  return {
    title: chapter.title,
    summary: chapter.summary,
    intro: chapter.intro,
    sections: [
      { heading: chapter.smallerHeading, blocks: [paragraph(named(chapter.smaller))] },
      { heading: chapter.tieHeading, blocks: [paragraph(chapter.tie), points(chapter.tiePoints.map(named))] },
      { heading: chapter.dayHeading, blocks: [ledPoints(chapter.dayPoints.map((pair) => pair.map(named))), paragraph(chapter.day)] },
      { heading: chapter.noAppHeading, blocks: [points(chapter.noAppPoints)] },
      { heading: chapter.trackHeading, blocks: [paragraph(chapter.track)] },
    ],
  };
}
