import type { ContactBody } from '@stillpoint/api/contract';
import { useId, useState, type FormEvent } from 'react';
import type { AppDialogProps } from '../../lib/AppDialogsHost';
import { appMessages } from '../../lib/appMessages';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toastStore';
import { useAuth } from '../auth/userStore';
import { useSendContact } from './queries';

/** Help and Feedback (commercial.md §2, §5, §8): name, e-mail, subject and message, all required. */
export default function ContactDialog({ open, onOpenChange }: AppDialogProps) {
  const { user } = useAuth();
  const [fields, setFields] = useState<ContactBody>({ name: user ? `${user.firstName} ${user.lastName}` : '', email: user?.email ?? '', subject: '', message: '' });
  const send = useSendContact();
  const t = appMessages.useMessages();
  const ids = { name: useId(), email: useId(), subject: useId(), message: useId() };
  const set = (key: keyof ContactBody) => (event: { target: { value: string } }) => setFields({ ...fields, [key]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(fields, {
      onSuccess: () => {
        toast({ title: t('contact.sent'), description: t('contact.sentDetail') });
        setFields({ ...fields, subject: '', message: '' });
        onOpenChange(false);
      },
      onError: () => toast({ title: t('contact.failed'), description: t('contact.failedDetail'), variant: 'destructive' }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('contact.title')} description={t('contact.description')}>
      <form className="form" onSubmit={submit}>
        <div className="form__row">
          <p className="field">
            <label htmlFor={ids.name}>{t('contact.name')}</label>
            <input id={ids.name} required maxLength={100} autoComplete="name" value={fields.name} onChange={set('name')} />
          </p>
          <p className="field">
            <label htmlFor={ids.email}>{t('contact.email')}</label>
            <input id={ids.email} type="email" required maxLength={254} autoComplete="email" value={fields.email} onChange={set('email')} />
          </p>
        </div>
        <p className="field">
          <label htmlFor={ids.subject}>{t('contact.subject')}</label>
          <input id={ids.subject} required maxLength={200} value={fields.subject} onChange={set('subject')} />
        </p>
        <p className="field">
          <label htmlFor={ids.message}>{t('contact.message')}</label>
          <textarea id={ids.message} required maxLength={5000} value={fields.message} onChange={set('message')} />
        </p>
        <button type="submit" className="button" disabled={send.isPending} aria-busy={send.isPending}>
          {t(send.isPending ? 'contact.sending' : 'contact.send')}
        </button>
      </form>
    </Dialog>
  );
}
