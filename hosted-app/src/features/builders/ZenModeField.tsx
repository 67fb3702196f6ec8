import type { MeditationConfig } from '@stillpoint/sdk/catalog';
import { SwitchField } from '../../ui/Switch';
import { builderMessages } from './builderMessages';

/** The meditation's zen mode, under its length (the Duration card) or its program (the Program card). */
export function ZenModeField({ config, onChange }: { readonly config: MeditationConfig; onChange: (config: MeditationConfig) => void }) {
  const t = builderMessages.useMessages();
  return (
    <SwitchField label={t('form.zen')} description={t('form.zenDetail')} checked={config.zenMode} onCheckedChange={(zenMode) => onChange({ ...config, zenMode })} />
  );
}
