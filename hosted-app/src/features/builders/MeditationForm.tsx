import {
  AMBIENT_OPTIONS,
  BELL_TYPES,
  BOUNDS,
  MEDITATION_QUICK_PICKS,
  withBellsEnabled,
  type BellType,
  type MeditationConfig,
} from '@stillpoint/sdk/catalog';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { SliderField } from '../../ui/Slider';
import { SwitchField } from '../../ui/Switch';
import { bellIntervalText } from './bellIntervalText';
import { builderMessages } from './builderMessages';
import { ProgramCard } from './ProgramCard';
import { addSegment } from './segmentEdits';
import { useBellPreview } from './useBellPreview';
import { ZenModeField } from './ZenModeField';

/** The meditation builder's custom form (core-app.md §2, §4, §5): every control with its bound, disabled rule and reading. */
export function MeditationForm({ config, onChange }: { readonly config: MeditationConfig; onChange: (config: MeditationConfig) => void }) {
  const t = builderMessages.useMessages();
  const minutes = (value: number) => t('builders.minutes', { minutes: value });
  const seconds = (value: number) => t('builders.seconds', { seconds: value });
  return (
    <>
      {config.segments ? (
        <ProgramCard config={config} onChange={onChange} />
      ) : (
        <section className="card builder-card" aria-labelledby="duration-heading">
          <h2 id="duration-heading">{t('form.duration')}</h2>
          <SliderField label={t('form.length')} value={config.duration} onValueChange={(duration) => onChange({ ...config, duration })} {...BOUNDS.meditationMinutes} valueText={minutes(config.duration)} />
          <div className="choices" role="group" aria-label={t('form.quickPicks')}>
            {MEDITATION_QUICK_PICKS.map((pick) => (
              <button key={pick} type="button" className="choice" aria-pressed={config.duration === pick} onClick={() => onChange({ ...config, duration: pick })}>
                {minutes(pick)}
              </button>
            ))}
          </div>
          <p className="row">
            <button type="button" className="button button--quiet" onClick={() => onChange(addSegment(config))}>
              {t('form.addSegment')}
            </button>
            <span className="hint">{t('form.addSegmentHint')}</span>
          </p>
          <ZenModeField config={config} onChange={onChange} />
        </section>
      )}

      {config.preset === 'tm' && (
        <section className="card builder-card" aria-labelledby="pranayama-heading">
          <h2 id="pranayama-heading">{t('form.pranayama')}</h2>
          <SwitchField
            label={t('form.pranayamaSwitch')}
            checked={config.pranayama.enabled}
            onCheckedChange={(enabled) => onChange({ ...config, pranayama: { ...config.pranayama, enabled } })}
          />
          {config.pranayama.enabled && (
            <SliderField
              label={t('form.pranayamaLength')}
              value={config.pranayama.duration}
              onValueChange={(duration) => onChange({ ...config, pranayama: { ...config.pranayama, duration } })}
              {...BOUNDS.pranayamaMinutes}
              valueText={minutes(config.pranayama.duration)}
            />
          )}
        </section>
      )}

      <section className="card builder-card" aria-labelledby="transitions-heading">
        <h2 id="transitions-heading">{t('form.transitions')}</h2>
        <SliderField
          label={t('form.fadeIn')}
          value={config.transitions.fadeIn}
          onValueChange={(fadeIn) => onChange({ ...config, transitions: { ...config.transitions, fadeIn } })}
          {...BOUNDS.fadeSeconds}
          valueText={seconds(config.transitions.fadeIn)}
        />
        <SliderField
          label={t('form.fadeOut')}
          value={config.transitions.fadeOut}
          onValueChange={(fadeOut) => onChange({ ...config, transitions: { ...config.transitions, fadeOut } })}
          {...BOUNDS.fadeSeconds}
          valueText={seconds(config.transitions.fadeOut)}
        />
      </section>

      <section className="card builder-card" aria-labelledby="post-heading">
        <h2 id="post-heading">{t('form.post')}</h2>
        <SwitchField
          label={t('form.postSwitch')}
          checked={config.postMeditation.enabled}
          onCheckedChange={(enabled) => onChange({ ...config, postMeditation: { ...config.postMeditation, enabled } })}
        />
        <SliderField
          label={t('form.postLength')}
          value={config.postMeditation.duration}
          onValueChange={(duration) => onChange({ ...config, postMeditation: { ...config.postMeditation, duration } })}
          {...BOUNDS.postMeditationMinutes}
          valueText={minutes(config.postMeditation.duration)}
          disabled={!config.postMeditation.enabled}
        />
      </section>

      <section className="card builder-card" aria-labelledby="ambient-heading">
        <h2 id="ambient-heading">{t('form.ambient')}</h2>
        <ChoiceGroup
          label={t('form.ambientSound')}
          value={config.ambient}
          onValueChange={(ambient) => onChange({ ...config, ambient })}
          choices={AMBIENT_OPTIONS.map((option) => ({ value: option, label: t(`ambient.${option}`) }))}
        />
      </section>

      {config.segments ? <ProgramBells config={config} onChange={onChange} /> : <IntervalBells config={config} onChange={onChange} />}
    </>
  );
}

interface CardProps {
  readonly config: MeditationConfig;
  onChange: (config: MeditationConfig) => void;
}

/** A one-length meditation's bells (§4, §5): on or off, the interval bell's sound and its interval. */
function IntervalBells({ config, onChange }: CardProps) {
  const bellsOn = config.bells?.enabled ?? false;
  const bells = config.bells ?? withBellsEnabled(config).bells!;
  const preview = useBellPreview();
  const t = builderMessages.useMessages();
  return (
    <section className="card builder-card" aria-labelledby="bells-heading">
      <h2 id="bells-heading">{t('bells.title')}</h2>
      <SwitchField
        label={t('bells.switch')}
        description={t('bells.switchDetail')}
        checked={bellsOn}
        onCheckedChange={(enabled) => onChange(enabled ? withBellsEnabled(config) : { ...config, bells: { ...bells, enabled: false } })}
      />
      <ChoiceGroup
        label={t('bells.interval')}
        value={bells.type}
        onValueChange={(type) => onChange({ ...config, bells: { ...bells, type } })}
        choices={BELL_TYPES.map((type) => ({ value: type, label: t(`bell.${type}`) }))}
        disabled={!bellsOn}
        {...(bellsOn ? {} : { hint: t('bells.off') })}
      />
      <BellPreviewButton bell={bells.type} disabled={!bellsOn} onPreview={preview} />
      <SliderField
        label={t('bells.every')}
        value={bells.interval}
        onValueChange={(interval) => onChange({ ...config, bells: { ...bells, interval } })}
        {...BOUNDS.bellIntervalMinutes}
        valueText={bellIntervalText(bells.interval, t)}
        disabled={!bellsOn}
      />
    </section>
  );
}

/**
 * A program's bells ring where its segments say, and at each segment's start and the end; what is left to choose is
 * their sound, one for all (as the program's text form has it: `bells.type`).
 */
function ProgramBells({ config, onChange }: CardProps) {
  const bells = withBellsEnabled(config).bells!;
  const preview = useBellPreview();
  const t = builderMessages.useMessages();
  return (
    <section className="card builder-card" aria-labelledby="bells-heading">
      <h2 id="bells-heading">{t('bells.title')}</h2>
      <p className="hint">{t('bells.program')}</p>
      <ChoiceGroup
        label={t('bells.sound')}
        value={bells.type}
        onValueChange={(type) => onChange({ ...config, bells: { ...bells, start: type, end: type, type } })}
        choices={BELL_TYPES.map((type) => ({ value: type, label: t(`bell.${type}`) }))}
      />
      <BellPreviewButton bell={bells.type} disabled={false} onPreview={preview} />
    </section>
  );
}

function BellPreviewButton({ bell, disabled, onPreview }: { readonly bell: BellType; readonly disabled: boolean; onPreview: (bell: BellType) => void }) {
  const t = builderMessages.useMessages();
  return (
    <p>
      <button type="button" className="button button--ghost button--small" disabled={disabled || bell === 'none'} onClick={() => onPreview(bell)}>
        {t('bells.hear')}
      </button>
    </p>
  );
}
