import { useId, useState, type FormEvent } from 'react';
import { builderMessages } from './builderMessages';

/**
 * The Save Pattern panel (core-app.md §2, §5): a name, and Save disabled while the name is blank after trimming. The
 * builder closes it once the pattern is saved; a save that fails keeps the name typed.
 */
export function SavePatternPanel({ saving, onSave }: { readonly saving: boolean; onSave: (name: string) => void }) {
  const [name, setName] = useState('');
  const id = useId();
  const t = builderMessages.useMessages();
  const trimmed = name.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) onSave(trimmed);
  };
  return (
    <form className="save-panel" onSubmit={submit}>
      <p className="field">
        <label htmlFor={id}>{t('breathing.patternName')}</label>
        <input id={id} value={name} maxLength={100} onChange={(event) => setName(event.target.value)} placeholder={t('breathing.patternNameExample')} autoComplete="off" />
      </p>
      <button type="submit" className="button" disabled={!trimmed || saving} aria-busy={saving}>
        {saving ? t('breathing.saving') : t('breathing.save')}
      </button>
    </form>
  );
}
