import { BREATHING_PRESETS, type BreathingPreset } from '@stillpoint/sdk/catalog';
import { useSdkWords } from '../../i18n/useSdkWords';
import { usePresetWords } from '../presets/presetWords';
import { builderMessages } from './builderMessages';

/** A card's length as the catalog states it ("6 min", "About 8-11 min"), in the builders' words. */
const LENGTH = /^(About )?(\d+(?:-\d+)?) min$/;

/** "Choose a Technique" (core-app.md §2): the 9 presets; picking one starts its session. */
export function TechniqueList({ onPick }: { onPick: (preset: BreathingPreset) => void }) {
  const t = builderMessages.useMessages();
  const sdk = useSdkWords();
  const words = usePresetWords();
  const lengthText = (duration: string) => {
    const match = LENGTH.exec(duration);
    return match ? t(match[1] ? 'breathing.about' : 'builders.minutes', { minutes: match[2]! }) : duration;
  };
  /** A phase by its name and, when its detail starts with one, its seconds: "Inhale 4 s". */
  const phaseText = (phase: BreathingPreset['phases'][number]) => {
    const seconds = /^(\d+) s\b/.exec(phase.detail)?.[1];
    return seconds ? `${sdk.text(phase.name)} ${t('builders.seconds', { seconds: Number(seconds) })}` : sdk.text(phase.name);
  };
  return (
    <section aria-labelledby="techniques-heading" className="builder-section">
      <h2 id="techniques-heading">{t('breathing.techniques')}</h2>
      <ul className="technique-list">
        {BREATHING_PRESETS.map((preset) => (
          <li key={preset.id}>
            <button type="button" className="technique" onClick={() => onPick(preset)} aria-describedby={`technique-${preset.id}`}>
              <span className="technique__head">
                <span className="technique__name">{sdk.text(preset.name)}</span>
                <span className="technique__duration">{lengthText(preset.duration)}</span>
              </span>
              <span className="technique__subtitle">{words.technique(preset).subtitle}</span>
              <span id={`technique-${preset.id}`} className="technique__phases">
                {preset.phases.map(phaseText).join(' · ')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
