import { BOUNDS, breathingLengthText, VISUAL_GUIDE_LABELS, VISUAL_GUIDES, type BreathingConfig } from '@stillpoint/sdk/catalog';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { SliderField } from '../../ui/Slider';

const seconds = (value: number) => `${value} s`;

/** The custom pattern (core-app.md §5): the four phases, the length by rounds or time, the rest between sets, the guide. */
export function PatternForm({ config, onChange }: { readonly config: BreathingConfig; onChange: (config: BreathingConfig) => void }) {
  const pattern = config.customPattern;
  const setPattern = (change: Partial<BreathingConfig['customPattern']>) => onChange({ ...config, customPattern: { ...pattern, ...change } });
  const byRounds = config.duration.type === 'rounds';
  const lengthBound = byRounds ? BOUNDS.rounds : BOUNDS.timeMinutes;
  return (
    <section className="card builder-card" aria-labelledby="pattern-heading">
      <h2 id="pattern-heading">Your pattern</h2>
      <SliderField label="Inhale" value={pattern.inhale} onValueChange={(inhale) => setPattern({ inhale })} {...BOUNDS.inhale} valueText={seconds(pattern.inhale)} />
      <SliderField label="Hold after inhale" value={pattern.hold} onValueChange={(hold) => setPattern({ hold })} {...BOUNDS.hold} valueText={seconds(pattern.hold)} />
      <SliderField label="Exhale" value={pattern.exhale} onValueChange={(exhale) => setPattern({ exhale })} {...BOUNDS.exhale} valueText={seconds(pattern.exhale)} />
      <SliderField
        label="Hold after exhale"
        value={pattern.holdAfterExhale}
        onValueChange={(holdAfterExhale) => setPattern({ holdAfterExhale })}
        {...BOUNDS.holdAfterExhale}
        valueText={seconds(pattern.holdAfterExhale)}
      />
      <ChoiceGroup
        label="Session length"
        value={config.duration.type}
        onValueChange={(type) =>
          onChange({ ...config, duration: { type, value: Math.min(config.duration.value, (type === 'rounds' ? BOUNDS.rounds : BOUNDS.timeMinutes).max) } })
        }
        choices={[
          { value: 'rounds', label: 'By rounds' },
          { value: 'time', label: 'By time' },
        ]}
      />
      <SliderField
        label={byRounds ? 'Rounds' : 'Minutes'}
        value={config.duration.value}
        onValueChange={(value) => onChange({ ...config, duration: { ...config.duration, value } })}
        {...lengthBound}
        valueText={breathingLengthText(config)}
      />
      <SliderField
        label="Rest between sets"
        value={config.restBetweenSets}
        onValueChange={(restBetweenSets) => onChange({ ...config, restBetweenSets })}
        {...BOUNDS.restBetweenSets}
        valueText={seconds(config.restBetweenSets)}
      />
      <ChoiceGroup
        label="Visual guide"
        value={config.visualGuide}
        onValueChange={(visualGuide) => onChange({ ...config, visualGuide })}
        choices={VISUAL_GUIDES.map((guide) => ({ value: guide, label: VISUAL_GUIDE_LABELS[guide] }))}
      />
    </section>
  );
}
