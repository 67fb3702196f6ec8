import type { MeditationConfig } from '@stillpoint/sdk/catalog';
import { SwitchField } from '../../ui/Switch';

/** The meditation's zen mode, under its length (the Duration card) or its program (the Program card). */
export function ZenModeField({ config, onChange }: { readonly config: MeditationConfig; onChange: (config: MeditationConfig) => void }) {
  return (
    <SwitchField label="Zen Mode" description="A minimal view that fades to a breathing circle." checked={config.zenMode} onCheckedChange={(zenMode) => onChange({ ...config, zenMode })} />
  );
}
