import { paragraph, paragraphs, points, type GuideChapter } from './guideChapter';
import type { GuideWords } from './words/en';

export function designChapter(words: GuideWords): GuideChapter {
  const chapter = words.design;
  return {
    title: chapter.title,
    summary: chapter.summary,
    intro: chapter.intro,
    sections: [
      { heading: chapter.quietHeading, blocks: paragraphs(chapter.quiet) },
      { heading: chapter.guidesHeading, blocks: [paragraph(chapter.guides)] },
      { heading: chapter.timeHeading, blocks: [paragraph(chapter.time)] },
      { heading: chapter.outOfTheWayHeading, blocks: [points(chapter.outOfTheWayPoints)] },
      { heading: chapter.whereYouAreHeading, blocks: [paragraph(chapter.whereYouAre)] },
      { heading: chapter.thisGuideHeading, blocks: [paragraph(chapter.thisGuide)] },
    ],
  };
}
