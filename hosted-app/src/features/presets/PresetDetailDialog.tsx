import type { BreathingPreset, MeditationPreset } from '@stillpoint/sdk/catalog';
import { useState } from 'react';
import { useSdkWords } from '../../i18n/useSdkWords';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { SliderField } from '../../ui/Slider';
import { useStartSession } from '../session/sessionRequest';
import { lengthText, presetLength, presetSessionOfLength, startMinutes } from './presetLength';
import { presetsMessages } from './presetsMessages';
import { en, type PresetMessageKey } from './messages/en';
import { presetSession } from './presetSession';
import { usePresetWords } from './presetWords';
import './presets.css';

/** The difficulty badge's three readings (core-app.md §2: beginner, intermediate, other). */
const DIFFICULTY_LABEL = { beginner: 'preset.beginner', intermediate: 'preset.intermediate', advanced: 'preset.advanced' } as const;

/** A category as the chip says it: its word in the dialog's catalog, else the catalog's own. */
const categoryText = (category: string, t: typeof presetsMessages.text) => (`category.${category}` in en ? t(`category.${category}` as PresetMessageKey) : category);

export interface PresetDetailDialogProps {
  /** The preset shown; the dialog is closed while there is none. */
  readonly preset: BreathingPreset | MeditationPreset | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * The preset detail dialog (core-app.md §2): name, subtitle, difficulty badge, category, description and
 * default duration; How to Practice, Why It Works, When to Use, The Science; Close and "Start N min Session",
 * which closes the dialog and starts the preset's session. Beside Start, the session's length can be chosen first
 * (presetLength.ts): N then says what will run.
 */
export function PresetDetailDialog({ preset, onOpenChange }: PresetDetailDialogProps) {
  if (!preset) return null;
  // A new preset is a new dialog: its length starts at the preset's own.
  return <PresetDetail key={preset.id} preset={preset} onOpenChange={onOpenChange} />;
}

function PresetDetail({ preset, onOpenChange }: { readonly preset: BreathingPreset | MeditationPreset; onOpenChange: (open: boolean) => void }) {
  const startSession = useStartSession();
  const t = presetsMessages.useMessages();
  const sdk = useSdkWords();
  const { education, subtitle, description } = usePresetWords().preset(preset);
  const length = presetLength(preset);
  const [chosen, setChosen] = useState(length?.value ?? 0);
  const request = length ? presetSessionOfLength(preset, chosen) : presetSession(preset);
  const minutes = startMinutes(preset, request);
  const sections = [
    [t('preset.how'), education.how],
    [t('preset.why'), education.why],
    [t('preset.when'), education.when],
    [t('preset.science'), education.science],
  ] as const;
  return (
    <Dialog open onOpenChange={onOpenChange} title={sdk.text(preset.name)} description={subtitle} wide>
      <div className="preset-detail">
        <p className="chips">
          <span className="badge">{t(DIFFICULTY_LABEL[preset.difficulty])}</span>
          <span className="chip">{categoryText(preset.category, t)}</span>
          <span className="chip">{t('presets.minutes', { count: preset.defaultDuration })}</span>
        </p>
        <p>{description}</p>
        {sections.map(([heading, text]) => (
          <section key={heading} className="preset-detail__section">
            <h3>{heading}</h3>
            <p>{text}</p>
          </section>
        ))}
      </div>
      <div className="preset-detail__foot">
        {length && <SliderField label={t('preset.length')} value={chosen} onValueChange={setChosen} {...length.bound} valueText={lengthText(length, chosen, t)} />}
        <div className="dialog__actions preset-detail__actions">
          <DialogClose className="button button--ghost">{t('preset.close')}</DialogClose>
          <button
            type="button"
            className="button"
            onClick={() => {
              onOpenChange(false);
              startSession(request);
            }}
          >
            {t('preset.start', { minutes })}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
