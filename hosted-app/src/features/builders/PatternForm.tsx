import { BOUNDS, VISUAL_GUIDES, type BreathingConfig } from '@stillpoint/sdk/catalog';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { SliderField } from '../../ui/Slider';
import { builderMessages } from './builderMessages';

/** The custom pattern (core-app.md §5): the four phases, the length by rounds or time, the rest between sets, the guide. */
export function PatternForm({ config, onChange }: { readonly config: BreathingConfig; onChange: (config: BreathingConfig) => void }) {
  const t = builderMessages.useMessages();
  const seconds = (value: number) => t('builders.seconds', { seconds: value });
  const pattern = config.customPattern;
  const setPattern = (change: Partial<BreathingConfig['customPattern']>) => onChange({ ...config, customPattern: { ...pattern, ...change } });
  const byRounds = config.duration.type === 'rounds';
  const lengthBound = byRounds ? BOUNDS.rounds : BOUNDS.timeMinutes;
  const { value: length } = config.duration;
  return (
    <section className="card builder-card" aria-labelledby="pattern-heading">
      <h2 id="pattern-heading">{t('pattern.title')}</h2>
      <SliderField label={t('pattern.inhale')} value={pattern.inhale} onValueChange={(inhale) => setPattern({ inhale })} {...BOUNDS.inhale} valueText={seconds(pattern.inhale)} />
      <SliderField label={t('pattern.hold')} value={pattern.hold} onValueChange={(hold) => setPattern({ hold })} {...BOUNDS.hold} valueText={seconds(pattern.hold)} />
      <SliderField label={t('pattern.exhale')} value={pattern.exhale} onValueChange={(exhale) => setPattern({ exhale })} {...BOUNDS.exhale} valueText={seconds(pattern.exhale)} />
      <SliderField
        label={t('pattern.holdAfterExhale')}
        value={pattern.holdAfterExhale}
        onValueChange={(holdAfterExhale) => setPattern({ holdAfterExhale })}
        {...BOUNDS.holdAfterExhale}
        valueText={seconds(pattern.holdAfterExhale)}
      />
      <ChoiceGroup
        label={t('pattern.length')}
        value={config.duration.type}
        onValueChange={(type) =>
          onChange({ ...config, duration: { type, value: Math.min(config.duration.value, (type === 'rounds' ? BOUNDS.rounds : BOUNDS.timeMinutes).max) } })
        }
        choices={[
          { value: 'rounds', label: t('pattern.byRounds') },
          { value: 'time', label: t('pattern.byTime') },
        ]}
      />
      <SliderField
        label={byRounds ? t('pattern.rounds') : t('pattern.minutes')}
        value={length}
        onValueChange={(value) => onChange({ ...config, duration: { ...config.duration, value } })}
        {...lengthBound}
        valueText={byRounds ? t('builders.rounds', { count: length }) : t('builders.minutes', { minutes: length })}
      />
      <SliderField
        label={t('pattern.rest')}
        value={config.restBetweenSets}
        onValueChange={(restBetweenSets) => onChange({ ...config, restBetweenSets })}
        {...BOUNDS.restBetweenSets}
        valueText={seconds(config.restBetweenSets)}
      />
      <ChoiceGroup
        label={t('pattern.guide')}
        value={config.visualGuide}
        onValueChange={(visualGuide) => onChange({ ...config, visualGuide })}
        choices={VISUAL_GUIDES.map((guide) => ({ value: guide, label: t(`guide.${guide}`) }))}
      />
    </section>
  );
}
