import type { Locale } from '@stillpoint/sdk/catalog';
import { breathingChapter } from './breathingChapter';
import { dailyIntegrationChapter } from './dailyIntegrationChapter';
import { designChapter } from './designChapter';
import type { GuideChapter } from './guideChapter';
import { guidePresets } from './guidePresets';
import { GUIDE_WORDS } from './guideWords';
import { meditationChapter } from './meditationChapter';
import { philosophyChapter } from './philosophyChapter';
import { stressManagementChapter } from './stressManagementChapter';
import type { GuideWords } from './words/en';

export interface CalmkitDocument {
  readonly language: Locale;
  /** The guide's own words in its language (the typesetter takes its labels and page furniture from them). */
  readonly words: GuideWords;
  readonly title: string;
  readonly subtitle: string;
  /**
   * When this text was last revised: the PDF's creation date and the answer's Last-Modified. Fixed, so
   * every build makes the same bytes (and ETag) from the same words; move it on when the copy changes.
   */
  readonly edition: Date;
  /** On the title page: what the guide is not. */
  readonly notice: string;
  /** The six topics of the /calmkit page, in its order. */
  readonly chapters: readonly GuideChapter[];
  /** The site the guide comes from (the app's origin): the title page links back to it. */
  readonly site: string;
}

/** The guide in `language` as the site at `site` gives it: its own words (words/), the techniques' and styles' the app's. */
export async function calmkitDocument(site: string, language: Locale): Promise<CalmkitDocument> {
  const words = GUIDE_WORDS[language];
  const presets = await guidePresets(language);
  return {
    language,
    words,
    title: words.title,
    subtitle: words.subtitle,
    edition: new Date('2026-11-26T00:00:00Z'),
    notice: words.notice,
    chapters: [
      breathingChapter(words, presets),
      meditationChapter(words, presets),
      dailyIntegrationChapter(words, presets),
      stressManagementChapter(words, presets),
      philosophyChapter(words),
      designChapter(words),
    ],
    site,
  };
}
