import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { apiErrorText } from '../../lib/apiErrorText';
import { useAppDialogs } from '../../lib/appDialogs';
import { toast } from '../../ui/toastStore';
import { useDeleteAccount } from './queries';
import { profileMessages } from './profileMessages';

/** Deleting the account: a deliberate second step, confirmed with the password; afterwards nobody is signed in. */
export function DeleteAccount() {
  const remove = useDeleteAccount();
  const t = profileMessages.useMessages();
  const navigate = useNavigate();
  const closeDialogs = useAppDialogs((state) => state.close);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { password: useId(), problem: useId() };

  if (!confirming) {
    return (
      <p>
        <button type="button" className="button button--ghost profile__danger" onClick={() => setConfirming(true)}>
          {t('profile.deleteAsk')}
        </button>
      </p>
    );
  }

  const deleted = () => {
    closeDialogs();
    toast({ title: t('profile.deleted'), description: t('profile.deletedDetail') });
    void navigate('/');
  };
  const notDeleted = (error: unknown) => setProblem(apiErrorText(error, t('profile.deleteFailed')));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    remove.mutateAsync(password).then(deleted, notDeleted);
  };

  return (
    <form className="profile__delete stack" onSubmit={submit} aria-describedby={problem ? ids.problem : undefined}>
      <p>
        {t('profile.deleteWarning')}
      </p>
      <p className="field">
        <label htmlFor={ids.password}>{t('profile.password')}</label>
        <input id={ids.password} type="password" autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
      </p>
      {problem && (
        <p id={ids.problem} role="alert" className="profile__problem">
          {problem}
        </p>
      )}
      <div className="row">
        <button type="submit" className="button button--danger" disabled={!password || remove.isPending} aria-busy={remove.isPending}>
          {t('profile.delete')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
          {t('profile.keep')}
        </button>
      </div>
    </form>
  );
}
