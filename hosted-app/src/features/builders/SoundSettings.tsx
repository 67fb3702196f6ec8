import { AMBIENT_LABELS, AMBIENT_OPTIONS, CUE_SOUND_LABELS, CUE_SOUNDS, type BreathingConfig } from '@stillpoint/sdk/catalog';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { SwitchField } from '../../ui/Switch';

export type SoundSettingsValue = Pick<BreathingConfig, 'ambient' | 'notificationsEnabled' | 'notificationSound'>;

/** The breathing builder's Sound Settings (core-app.md §2, §5): ambient, cues on/off, the cue sound (disabled while cues are off). */
export function SoundSettings({ value, onChange }: { readonly value: SoundSettingsValue; onChange: (value: SoundSettingsValue) => void }) {
  return (
    <section className="card builder-card" aria-labelledby="sound-settings-heading">
      <h2 id="sound-settings-heading">Sound Settings</h2>
      <ChoiceGroup
        label="Ambient background"
        value={value.ambient}
        onValueChange={(ambient) => onChange({ ...value, ambient })}
        choices={AMBIENT_OPTIONS.map((option) => ({ value: option, label: AMBIENT_LABELS[option] }))}
      />
      <SwitchField
        label="Breathing cues"
        description="A soft sound at each change of phase."
        checked={value.notificationsEnabled}
        onCheckedChange={(notificationsEnabled) => onChange({ ...value, notificationsEnabled })}
      />
      <ChoiceGroup
        label="Cue sound"
        value={value.notificationSound}
        onValueChange={(notificationSound) => onChange({ ...value, notificationSound })}
        choices={CUE_SOUNDS.map((sound) => ({ value: sound, label: CUE_SOUND_LABELS[sound] }))}
        disabled={!value.notificationsEnabled}
        {...(value.notificationsEnabled ? {} : { hint: 'Turn breathing cues on to choose their sound.' })}
      />
    </section>
  );
}
