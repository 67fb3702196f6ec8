import { MEDITATION_PRESETS, MEDITATION_TYPE_LABELS, type MeditationConfig, type MeditationPreset, type Translator } from '@stillpoint/sdk/catalog';
import { useSdkWords } from '../../i18n/useSdkWords';
import { usePresetWords } from '../presets/presetWords';
import { InfoIcon } from '../../ui/InfoIcon';
import { builderMessages } from './builderMessages';

export interface StyleListProps {
  onApply: (preset: MeditationPreset) => void;
  onInfo: (preset: MeditationPreset) => void;
}

type Text = ReturnType<typeof builderMessages.useMessages>;

/** A style card's phase chips, in session order, from its config (as the catalog's meditationPhaseChips, in the reader's words). */
function styleChips(config: MeditationConfig, t: Text, sdk: Translator): string[] {
  return [
    config.pranayama.enabled && t('chip.pranayama', { minutes: config.pranayama.duration }),
    t('chip.main', { name: sdk.text(MEDITATION_TYPE_LABELS[config.type]), minutes: config.duration }),
    config.postMeditation.enabled && t('chip.transition', { minutes: config.postMeditation.duration }),
    config.guidance?.enabled && t('chip.prompts', { seconds: config.guidance.interval }),
    config.bells?.enabled && config.bells.interval > 0 && t('chip.bell', { minutes: config.bells.interval }),
    config.zenMode && t('form.zen'),
  ].filter((chip): chip is string => typeof chip === 'string');
}

/** "Choose a Style" (core-app.md §2): a card per preset (name, subtitle, total minutes, phase chips) and an info button. The builder's mode switch leads to the custom form. */
export function StyleList({ onApply, onInfo }: StyleListProps) {
  const t = builderMessages.useMessages();
  const sdk = useSdkWords();
  const words = usePresetWords();
  return (
    <section aria-labelledby="styles-heading" className="builder-section">
      <h2 id="styles-heading">{t('meditation.styles')}</h2>
      <ul className="technique-list technique-list--styles">
        {MEDITATION_PRESETS.map((preset) => (
          <li key={preset.id} className="style-card">
            <button type="button" className="technique" onClick={() => onApply(preset)}>
              <span className="technique__head">
                <span className="technique__name">{sdk.text(preset.name)}</span>
                <span className="technique__duration">{t('builders.minutes', { minutes: preset.totalMinutes })}</span>
              </span>
              <span className="technique__subtitle">{words.style(preset).subtitle}</span>
              <span className="chips">
                {styleChips(preset.config, t, sdk).map((chip) => (
                  <span key={chip} className="chip">
                    {chip}
                  </span>
                ))}
              </span>
            </button>
            <button type="button" className="icon-button style-card__info" onClick={() => onInfo(preset)} aria-label={t('meditation.about', { name: sdk.text(preset.name) })}>
              <InfoIcon />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
