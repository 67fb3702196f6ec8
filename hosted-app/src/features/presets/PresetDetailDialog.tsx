import type { BreathingPreset, MeditationPreset } from '@stillpoint/sdk/catalog';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { useStartSession } from '../session/sessionRequest';
import { presetSession } from './presetSession';
import './presets.css';

/** The difficulty badge's three readings (core-app.md §2: beginner, intermediate, other). */
const DIFFICULTY_LABEL = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' } as const;

export interface PresetDetailDialogProps {
  /** The preset shown; the dialog is closed while there is none. */
  readonly preset: BreathingPreset | MeditationPreset | null;
  onOpenChange(open: boolean): void;
}

/**
 * The preset detail dialog (core-app.md §2): name, subtitle, difficulty badge, category, description and
 * default duration; How to Practice, Why It Works, When to Use, The Science; Close and "Start N min Session",
 * which closes the dialog and starts the preset's session.
 */
export function PresetDetailDialog({ preset, onOpenChange }: PresetDetailDialogProps) {
  const startSession = useStartSession();
  if (!preset) return null;
  const sections = [
    ['How to Practice', preset.education.how],
    ['Why It Works', preset.education.why],
    ['When to Use', preset.education.when],
    ['The Science', preset.education.science],
  ] as const;
  return (
    <Dialog open onOpenChange={onOpenChange} title={preset.name} description={preset.subtitle} wide>
      <div className="preset-detail">
        <p className="chips">
          <span className="badge">{DIFFICULTY_LABEL[preset.difficulty]}</span>
          <span className="chip">{preset.category}</span>
          <span className="chip">{preset.defaultDuration} min</span>
        </p>
        <p>{preset.description}</p>
        {sections.map(([heading, text]) => (
          <section key={heading} className="preset-detail__section">
            <h3>{heading}</h3>
            <p>{text}</p>
          </section>
        ))}
      </div>
      <div className="dialog__actions preset-detail__actions">
        <DialogClose className="button button--ghost">Close</DialogClose>
        <button
          type="button"
          className="button"
          onClick={() => {
            onOpenChange(false);
            startSession(presetSession(preset));
          }}
        >
          Start {preset.defaultDuration} min Session
        </button>
      </div>
    </Dialog>
  );
}
