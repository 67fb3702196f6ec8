import type { BreathingPreset, MeditationPreset } from '@stillpoint/sdk/catalog';
import { useState } from 'react';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { SliderField } from '../../ui/Slider';
import { useStartSession } from '../session/sessionRequest';
import { presetLength, presetSessionOfLength, startMinutes } from './presetLength';
import { presetsMessages } from './presetsMessages';
import { presetSession } from './presetSession';
import './presets.css';

/** The difficulty badge's three readings (core-app.md §2: beginner, intermediate, other). */
const DIFFICULTY_LABEL = { beginner: 'presets.beginner', intermediate: 'presets.intermediate', advanced: 'presets.advanced' } as const;

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
  const length = presetLength(preset);
  const [chosen, setChosen] = useState(length?.value ?? 0);
  const request = length ? presetSessionOfLength(preset, chosen) : presetSession(preset);
  const minutes = startMinutes(preset, request);
  const sections = [
    [t('presets.how'), preset.education.how],
    [t('presets.why'), preset.education.why],
    [t('presets.when'), preset.education.when],
    [t('presets.science'), preset.education.science],
  ] as const;
  return (
    <Dialog open onOpenChange={onOpenChange} title={preset.name} description={preset.subtitle} wide>
      <div className="preset-detail">
        <p className="chips">
          <span className="badge">{t(DIFFICULTY_LABEL[preset.difficulty])}</span>
          <span className="chip">{preset.category}</span>
          <span className="chip">{t('presets.minutes', { count: preset.defaultDuration })}</span>
        </p>
        <p>{preset.description}</p>
        {sections.map(([heading, text]) => (
          <section key={heading} className="preset-detail__section">
            <h3>{heading}</h3>
            <p>{text}</p>
          </section>
        ))}
      </div>
      <div className="preset-detail__foot">
        {length && (
          <SliderField
            label={t('presets.length')}
            value={chosen}
            onValueChange={setChosen}
            {...length.bound}
            valueText={t(length.unit === 'minutes' ? 'presets.minutes' : 'presets.rounds', { count: chosen })}
          />
        )}
        <div className="dialog__actions preset-detail__actions">
          <DialogClose className="button button--ghost">{t('presets.close')}</DialogClose>
          <button
            type="button"
            className="button"
            onClick={() => {
              onOpenChange(false);
              startSession(request);
            }}
          >
            {t('presets.start', { minutes })}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
