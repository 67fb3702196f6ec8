import { BREATHING_CHAPTER } from './breathingChapter';
import { DAILY_INTEGRATION_CHAPTER } from './dailyIntegrationChapter';
import { DESIGN_CHAPTER } from './designChapter';
import type { GuideChapter } from './guideChapter';
import { MEDITATION_CHAPTER } from './meditationChapter';
import { PHILOSOPHY_CHAPTER } from './philosophyChapter';
import { STRESS_MANAGEMENT_CHAPTER } from './stressManagementChapter';

export interface CalmkitDocument {
  readonly title: string;
  readonly subtitle: string;
  /**
   * When this text was last revised: the PDF's creation date and the answer's Last-Modified. Fixed, so
   * every process makes the same bytes (and ETag) from the same catalog; move it on when the copy changes.
   */
  readonly edition: Date;
  /** On the title page: what the guide is not. */
  readonly notice: string;
  /** The six topics of the /calmkit page, in its order. */
  readonly chapters: readonly GuideChapter[];
  /** The site the guide comes from (the app's origin): the title page links back to it. */
  readonly site: string;
}

/** The guide as the site at `site` gives it. */
export const calmkitDocument = (site: string): CalmkitDocument => ({
  title: 'CalmKit',
  subtitle: 'An essential guide to breathing and meditation, from Stillpoint',
  edition: new Date('2026-11-26T00:00:00Z'),
  notice:
    'This guide is general information about breathing and meditation practice. It is not medical advice and does not replace care from a doctor or therapist. Stop any exercise that makes you feel unwell, and ask a doctor before starting if you have a heart or lung condition, epilepsy, or are pregnant.',
  chapters: [BREATHING_CHAPTER, MEDITATION_CHAPTER, DAILY_INTEGRATION_CHAPTER, STRESS_MANAGEMENT_CHAPTER, PHILOSOPHY_CHAPTER, DESIGN_CHAPTER],
  site,
});
