import { meditationStyleName, meditationTotalMinutes, type MeditationConfig, type Translator } from '@stillpoint/sdk/catalog';
import type { builderMessages } from './builderMessages';

type Text = ReturnType<typeof builderMessages.useMessages>;

/**
 * The name a built meditation is shown, run and saved under, in the reader's words: the catalog's automatic name
 * (savedMeditationName: "20 min Meditation + Pranayama · TM Style · 22 min in all"), its parts from the SDK's catalog
 * (the title, the style) and the builders' (the whole length).
 */
export function meditationNameText(config: MeditationConfig, t: Text, sdk: Translator): string {
  const title = sdk.t(config.pranayama.enabled ? 'title.meditationPranayama' : 'title.meditation', { minutes: config.duration });
  const style = meditationStyleName(config);
  const total = meditationTotalMinutes(config);
  return [title, style && sdk.text(style), total === config.duration ? null : t('program.total', { minutes: total })].filter(Boolean).join(' · ');
}
