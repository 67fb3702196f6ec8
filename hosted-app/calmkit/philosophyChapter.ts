import { paragraph, paragraphs, points, type GuideChapter } from './guideChapter';
import type { GuideWords } from './words/en';

export function philosophyChapter(words: GuideWords): GuideChapter {
  const chapter = words.philosophy;
  return {
    title: chapter.title,
    summary: chapter.summary,
    intro: chapter.intro,
    sections: [
      { heading: chapter.minimalistHeading, blocks: [paragraph(chapter.minimalist)] },
      { heading: chapter.distractionFreeHeading, blocks: [points(chapter.distractionFreePoints)] },
      { heading: chapter.evidenceHeading, blocks: paragraphs(chapter.evidence) },
      { heading: chapter.privateHeading, blocks: [points(chapter.privatePoints)] },
      { heading: chapter.freeHeading, blocks: [paragraph(chapter.free)] },
    ],
  };
}
