import {
  AMBIENT_LABELS,
  AMBIENT_OPTIONS,
  BELL_TYPE_LABELS,
  BELL_TYPES,
  BOUNDS,
  MEDITATION_QUICK_PICKS,
  withBellsEnabled,
  type MeditationConfig,
} from '@stillpoint/sdk/catalog';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { SliderField } from '../../ui/Slider';
import { SwitchField } from '../../ui/Switch';

/** §5: 0 reads "Off", otherwise "Every N min". */
export const bellIntervalText = (minutes: number) => (minutes === 0 ? 'Off' : `Every ${minutes} min`);
const minutes = (value: number) => `${value} min`;
const seconds = (value: number) => `${value} s`;

/** The meditation builder's custom form (core-app.md §2, §4, §5): every control with its bound, disabled rule and reading. */
export function MeditationForm({ config, onChange }: { readonly config: MeditationConfig; onChange(config: MeditationConfig): void }) {
  const bellsOn = config.bells?.enabled ?? false;
  const bells = config.bells ?? withBellsEnabled(config).bells!;
  return (
    <>
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
        <SwitchField label="Zen Mode" description="A minimal view that fades to a breathing circle." checked={config.zenMode} onCheckedChange={(zenMode) => onChange({ ...config, zenMode })} />
      </section>

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
        <SliderField
          label="Bell interval"
          value={bells.interval}
          onValueChange={(interval) => onChange({ ...config, bells: { ...bells, interval } })}
          {...BOUNDS.bellIntervalMinutes}
          valueText={bellIntervalText(bells.interval)}
          disabled={!bellsOn}
        />
      </section>
    </>
  );
}
