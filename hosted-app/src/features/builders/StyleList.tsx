import { MEDITATION_PRESETS, type MeditationPreset } from '@stillpoint/sdk/catalog';
import { InfoIcon } from '../../ui/InfoIcon';

export interface StyleListProps {
  onApply: (preset: MeditationPreset) => void;
  onInfo: (preset: MeditationPreset) => void;
}

/** "Choose a Style" (core-app.md §2): a card per preset (name, subtitle, total minutes, phase chips) and an info button. The builder's mode switch leads to the custom form. */
export function StyleList({ onApply, onInfo }: StyleListProps) {
  return (
    <section aria-labelledby="styles-heading" className="builder-section">
      <h2 id="styles-heading">Choose a Style</h2>
      <ul className="technique-list technique-list--styles">
        {MEDITATION_PRESETS.map((preset) => (
          <li key={preset.id} className="style-card">
            <button type="button" className="technique" onClick={() => onApply(preset)}>
              <span className="technique__head">
                <span className="technique__name">{preset.name}</span>
                <span className="technique__duration">{preset.totalMinutes} min</span>
              </span>
              <span className="technique__subtitle">{preset.subtitle}</span>
              <span className="chips">
                {preset.chips.map((chip) => (
                  <span key={chip} className="chip">
                    {chip}
                  </span>
                ))}
              </span>
            </button>
            <button type="button" className="icon-button style-card__info" onClick={() => onInfo(preset)} aria-label={`About ${preset.name}`}>
              <InfoIcon />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
