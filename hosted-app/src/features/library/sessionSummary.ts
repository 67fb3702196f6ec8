import type { SavedSession } from '@stillpoint/api/contract';
import { BREATHING_PRESETS, createTranslator, meditationStyleName, meditationTotalMinutes, patternText, type Translator } from '@stillpoint/sdk/catalog';
import { builderMessages } from '../builders/builderMessages';

type Text = typeof builderMessages.text;

/** The words a summary is written with: the builders' (lengths, sounds, guides) and the SDK's (names); English unless given. */
export interface SummaryWords {
  readonly t: Text;
  readonly sdk: Translator;
}

const english: SummaryWords = { t: builderMessages.text, sdk: createTranslator('en') };

/**
 * A saved session's settings in a few words, as the catalog's summaries say them (breathingSummary, meditationSummary),
 * in the reader's words: "4-0-6-0 · 8 rounds · Lungs", "20 min · Body Scan · Sea".
 */
export function sessionSummary(session: SavedSession, { t, sdk }: SummaryWords = english): string {
  if (session.type === 'breathing') {
    const { config } = session;
    const preset = config.technique === 'custom' ? undefined : BREATHING_PRESETS.find((candidate) => candidate.id === config.technique);
    const length = config.duration.type === 'time' ? t('builders.minutes', { minutes: config.duration.value }) : t('builders.rounds', { count: config.duration.value });
    return [preset ? sdk.text(preset.name) : patternText(config.customPattern), length, t(`guide.${config.visualGuide}`)].join(' · ');
  }
  const { config } = session;
  const style = meditationStyleName(config);
  // The Zen style is a zen-mode sit: "Zen · Zen Mode" would say it twice.
  return [
    t('builders.minutes', { minutes: meditationTotalMinutes(config) }),
    style ? sdk.text(style) : sdk.t('phase.meditation'),
    config.zenMode && config.preset !== 'zen' ? t('form.zen') : null,
    config.ambient !== 'none' ? t(`ambient.${config.ambient}`) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
