import {
  AMBIENT_LABELS,
  AMBIENT_OPTIONS,
  BELL_TYPE_LABELS,
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
import { ProgramCard } from './ProgramCard';
import { addSegment } from './segmentEdits';
import { useBellPreview } from './useBellPreview';
import { ZenModeField } from './ZenModeField';

const minutes = (value: number) => `${value} min`;
const seconds = (value: number) => `${value} s`;

/** The meditation builder's custom form (core-app.md §2, §4, §5): every control with its bound, disabled rule and reading. */
export function MeditationForm({ config, onChange }: { readonly config: MeditationConfig; onChange: (config: MeditationConfig) => void }) {
  return (
    <>
      {config.segments ? (
        <ProgramCard config={config} onChange={onChange} />
      ) : (
        <section className="card builder-card" aria-labelledby="duration-heading">
          <h2 id="duration-heading">Duration</h2>
          <SliderField label="Meditation length" value={config.duration} onValueChange={(duration) => onChange({ ...config, duration })} {...BOUNDS.meditationMinutes} valueText={minutes(config.duration)} />
          <div className="choices" role="group" aria-label="Quick picks">
            {MEDITATION_QUICK_PICKS.map((pick) => (
              <button key={pick} type="button" className="choice" aria-pressed={config.duration === pick} onClick={() => onChange({ ...config, duration: pick })}>
                {pick} min
              </button>
            ))}
          </div>
          <p className="row">
            <button type="button" className="button button--quiet" onClick={() => onChange(addSegment(config))}>
              + Add segment
            </button>
            <span className="hint">Sit, walk, sit: each part with bells of its own.</span>
          </p>
          <ZenModeField config={config} onChange={onChange} />
        </section>
      )}

      {config.preset === 'tm' && (
        <section className="card builder-card" aria-labelledby="pranayama-heading">
          <h2 id="pranayama-heading">Pre-session Pranayama</h2>
          <SwitchField
            label="Breathing before the sitting"
            checked={config.pranayama.enabled}
            onCheckedChange={(enabled) => onChange({ ...config, pranayama: { ...config.pranayama, enabled } })}
          />
          {config.pranayama.enabled && (
            <SliderField
              label="Pranayama length"
              value={config.pranayama.duration}
              onValueChange={(duration) => onChange({ ...config, pranayama: { ...config.pranayama, duration } })}
              {...BOUNDS.pranayamaMinutes}
              valueText={minutes(config.pranayama.duration)}
            />
          )}
        </section>
      )}

      <section className="card builder-card" aria-labelledby="transitions-heading">
        <h2 id="transitions-heading">Transitions</h2>
        <SliderField
          label="Fade in"
          value={config.transitions.fadeIn}
          onValueChange={(fadeIn) => onChange({ ...config, transitions: { ...config.transitions, fadeIn } })}
          {...BOUNDS.fadeSeconds}
          valueText={seconds(config.transitions.fadeIn)}
        />
        <SliderField
          label="Fade out"
          value={config.transitions.fadeOut}
          onValueChange={(fadeOut) => onChange({ ...config, transitions: { ...config.transitions, fadeOut } })}
          {...BOUNDS.fadeSeconds}
          valueText={seconds(config.transitions.fadeOut)}
        />
      </section>

      <section className="card builder-card" aria-labelledby="post-heading">
        <h2 id="post-heading">Post-Meditation Transition</h2>
        <SwitchField
          label="A gentle transition after the sitting"
          checked={config.postMeditation.enabled}
          onCheckedChange={(enabled) => onChange({ ...config, postMeditation: { ...config.postMeditation, enabled } })}
        />
        <SliderField
          label="Transition length"
          value={config.postMeditation.duration}
          onValueChange={(duration) => onChange({ ...config, postMeditation: { ...config.postMeditation, duration } })}
          {...BOUNDS.postMeditationMinutes}
          valueText={minutes(config.postMeditation.duration)}
          disabled={!config.postMeditation.enabled}
        />
      </section>

      <section className="card builder-card" aria-labelledby="ambient-heading">
        <h2 id="ambient-heading">Ambient Background</h2>
        <ChoiceGroup
          label="Background sound"
          value={config.ambient}
          onValueChange={(ambient) => onChange({ ...config, ambient })}
          choices={AMBIENT_OPTIONS.map((option) => ({ value: option, label: AMBIENT_LABELS[option] }))}
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
  return (
    <section className="card builder-card" aria-labelledby="bells-heading">
      <h2 id="bells-heading">Bell Notifications</h2>
      <SwitchField
        label="Bells"
        description="A bell to begin and to end, and one at an interval if you like."
        checked={bellsOn}
        onCheckedChange={(enabled) => onChange(enabled ? withBellsEnabled(config) : { ...config, bells: { ...bells, enabled: false } })}
      />
      <ChoiceGroup
        label="Interval bell"
        value={bells.type}
        onValueChange={(type) => onChange({ ...config, bells: { ...bells, type } })}
        choices={BELL_TYPES.map((type) => ({ value: type, label: BELL_TYPE_LABELS[type] }))}
        disabled={!bellsOn}
        {...(bellsOn ? {} : { hint: 'Turn bells on to choose them.' })}
      />
      <BellPreviewButton bell={bells.type} disabled={!bellsOn} onPreview={preview} />
      <SliderField
        label="Bell interval"
        value={bells.interval}
        onValueChange={(interval) => onChange({ ...config, bells: { ...bells, interval } })}
        {...BOUNDS.bellIntervalMinutes}
        valueText={bellIntervalText(bells.interval)}
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
  return (
    <section className="card builder-card" aria-labelledby="bells-heading">
      <h2 id="bells-heading">Bell Notifications</h2>
      <p className="hint">A bell begins each segment and closes the sit; each segment adds its own.</p>
      <ChoiceGroup
        label="Bell sound"
        value={bells.type}
        onValueChange={(type) => onChange({ ...config, bells: { ...bells, start: type, end: type, type } })}
        choices={BELL_TYPES.map((type) => ({ value: type, label: BELL_TYPE_LABELS[type] }))}
      />
      <BellPreviewButton bell={bells.type} disabled={false} onPreview={preview} />
    </section>
  );
}

function BellPreviewButton({ bell, disabled, onPreview }: { readonly bell: BellType; readonly disabled: boolean; onPreview: (bell: BellType) => void }) {
  return (
    <p>
      <button type="button" className="button button--ghost button--small" disabled={disabled || bell === 'none'} onClick={() => onPreview(bell)}>
        ▶ Hear the bell
      </button>
    </p>
  );
}
