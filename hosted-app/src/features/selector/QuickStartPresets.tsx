import { breathingPreset, meditationPreset, type BreathingPreset, type MeditationPreset } from '@stillpoint/sdk/catalog';
import { Suspense, useState } from 'react';
import { useSdkWords } from '../../i18n/useSdkWords';
import { presetSession } from '../presets/presetSession';
import { usePresetWords } from '../presets/presetWords';
import { presetsMessages } from '../presets/presetsMessages';
import { useStartSession } from '../session/sessionRequest';
import { lazyPart } from '../../lib/lazyPart';

// The detail dialog (and Radix's) loads with the first "Learn more", not with the presets.
const PresetDetailDialog = lazyPart(async () => ({ default: (await import('../presets/PresetDetailDialog')).PresetDetailDialog }));

/** The four presets each quick-start card offers. */
export const QUICK_START = {
  breathing: [breathingPreset('box'), breathingPreset('4-7-8'), breathingPreset('coherent'), breathingPreset('physiological-sigh')],
  meditation: [meditationPreset('quick'), meditationPreset('body-scan'), meditationPreset('tm'), meditationPreset('open-awareness')],
} as const;

/** A quick-start card's presets: each starts at once, or opens its detail dialog. */
export default function QuickStartPresets({ kind }: { readonly kind: 'breathing' | 'meditation' }) {
  const startSession = useStartSession();
  const t = presetsMessages.useMessages();
  const sdk = useSdkWords();
  const words = usePresetWords();
  const [detail, setDetail] = useState<BreathingPreset | MeditationPreset | null>(null);
  const presets: readonly (BreathingPreset | MeditationPreset)[] = QUICK_START[kind];
  return (
    <>
      <ul className="preset-list">
        {presets.map((preset) => (
          <li key={preset.id} className="preset-row">
            <button type="button" className="preset-row__start" onClick={() => startSession(presetSession(preset))}>
              <span className="preset-row__name">{sdk.text(preset.name)}</span>
              <span className="preset-row__meta">
                {words.preset(preset).subtitle} · {t('presets.minutes', { count: preset.defaultDuration })}
              </span>
            </button>
            <button type="button" className="button button--quiet button--small" onClick={() => setDetail(preset)} aria-label={t('presets.learnMoreAbout', { name: sdk.text(preset.name) })}>
              {t('presets.learnMore')}
            </button>
          </li>
        ))}
      </ul>
      {detail && (
        <Suspense fallback={null}>
          <PresetDetailDialog preset={detail} onOpenChange={(open) => open || setDetail(null)} />
        </Suspense>
      )}
    </>
  );
}
