import type { SavedSession } from '@stillpoint/api/contract';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/apiRequest';
import { upgradeOnPaymentRequired } from '../../lib/paymentRequired';
import { reloginOnUnauthorized } from '../../lib/relogin';
import { toast } from '../../ui/toastStore';
import { libraryMessages } from './libraryMessages';
import { useRenameSession } from './queries';

/** Renames a saved session in place: the field takes the focus, Escape or Cancel leaves it as it was. */
export function RenameForm({ session, onDone }: { readonly session: SavedSession; onDone: () => void }) {
  const rename = useRenameSession();
  const [name, setName] = useState(session.name);
  const id = useId();
  const t = libraryMessages.useMessages();
  const trimmed = name.trim();
  const renamed = () => {
    toast({ title: t('rename.done'), description: t('rename.doneDetail', { name: trimmed }) });
    onDone();
  };
  const notRenamed = (error: unknown) => {
    if (reloginOnUnauthorized(error) || upgradeOnPaymentRequired(error)) return;
    toast({ title: t('rename.failed'), description: error instanceof ApiError ? error.serverMessage : t('rename.failedDetail'), variant: 'destructive' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || trimmed === session.name) return onDone();
    rename.mutateAsync({ id: session.id, name: trimmed }).then(renamed, notRenamed);
  };
  return (
    <form className="rename-form" onSubmit={submit} onKeyDown={(event) => event.key === 'Escape' && onDone()}>
      <p className="field">
        <label htmlFor={id}>{t('rename.label', { name: session.name })}</label>
        <input id={id} value={name} maxLength={100} autoFocus onChange={(event) => setName(event.target.value)} />
      </p>
      <div className="row">
        <button type="submit" className="button button--small" disabled={!trimmed || rename.isPending} aria-busy={rename.isPending}>
          {t('rename.save')}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onDone}>
          {t('library.cancel')}
        </button>
      </div>
    </form>
  );
}
