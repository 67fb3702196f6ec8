import { AMBIENT_OPTIONS, CUE_SOUNDS, type BreathingConfig } from '@stillpoint/sdk/catalog';
import { ChoiceGroup } from '../../ui/ChoiceGroup';
import { SwitchField } from '../../ui/Switch';
import { builderMessages } from './builderMessages';

export type SoundSettingsValue = Pick<BreathingConfig, 'ambient' | 'notificationsEnabled' | 'notificationSound'>;

/** The breathing builder's Sound Settings (core-app.md §2, §5): ambient, cues on/off, the cue sound (disabled while cues are off). */
export function SoundSettings({ value, onChange }: { readonly value: SoundSettingsValue; onChange: (value: SoundSettingsValue) => void }) {
  const t = builderMessages.useMessages();
  return (
    <section className="card builder-card" aria-labelledby="sound-settings-heading">
      <h2 id="sound-settings-heading">{t('sound.title')}</h2>
      <ChoiceGroup
        label={t('sound.ambient')}
        value={value.ambient}
        onValueChange={(ambient) => onChange({ ...value, ambient })}
        choices={AMBIENT_OPTIONS.map((option) => ({ value: option, label: t(`ambient.${option}`) }))}
      />
      <SwitchField
        label={t('sound.cues')}
        description={t('sound.cuesDetail')}
        checked={value.notificationsEnabled}
        onCheckedChange={(notificationsEnabled) => onChange({ ...value, notificationsEnabled })}
      />
      <ChoiceGroup
        label={t('sound.cueSound')}
        value={value.notificationSound}
        onValueChange={(notificationSound) => onChange({ ...value, notificationSound })}
        choices={CUE_SOUNDS.map((sound) => ({ value: sound, label: t(`cue.${sound}`) }))}
        disabled={!value.notificationsEnabled}
        {...(value.notificationsEnabled ? {} : { hint: t('sound.cuesOff') })}
      />
    </section>
  );
}
