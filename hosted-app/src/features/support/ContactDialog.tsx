import type { ContactBody } from '@stillpoint/api/contract';
import { useId, useState, type FormEvent } from 'react';
import type { AppDialogProps } from '../../lib/AppDialogsHost';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toastStore';
import { useAuth } from '../auth/userStore';
import { useSendContact } from './queries';

/** Help and Feedback (commercial.md §2, §5, §8): name, e-mail, subject and message, all required. */
export default function ContactDialog({ open, onOpenChange }: AppDialogProps) {
  const { user } = useAuth();
  const [fields, setFields] = useState<ContactBody>({ name: user ? `${user.firstName} ${user.lastName}` : '', email: user?.email ?? '', subject: '', message: '' });
  const send = useSendContact();
  const ids = { name: useId(), email: useId(), subject: useId(), message: useId() };
  const set = (key: keyof ContactBody) => (event: { target: { value: string } }) => setFields({ ...fields, [key]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(fields, {
      onSuccess: () => {
        toast({ title: 'Message sent!', description: 'Thank you. We reply within 24 hours.' });
        setFields({ ...fields, subject: '', message: '' });
        onOpenChange(false);
      },
      onError: () => toast({ title: 'Failed to send message', description: 'Please try again later or contact us directly.', variant: 'destructive' }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Help and Feedback" description="A question, a problem, an idea: write to us. We reply within 24 hours.">
      <form className="form" onSubmit={submit}>
        <div className="form__row">
          <p className="field">
            <label htmlFor={ids.name}>Name</label>
            <input id={ids.name} required maxLength={100} autoComplete="name" value={fields.name} onChange={set('name')} />
          </p>
          <p className="field">
            <label htmlFor={ids.email}>Email</label>
            <input id={ids.email} type="email" required maxLength={254} autoComplete="email" value={fields.email} onChange={set('email')} />
          </p>
        </div>
        <p className="field">
          <label htmlFor={ids.subject}>Subject</label>
          <input id={ids.subject} required maxLength={200} value={fields.subject} onChange={set('subject')} />
        </p>
        <p className="field">
          <label htmlFor={ids.message}>Message</label>
          <textarea id={ids.message} required maxLength={5000} value={fields.message} onChange={set('message')} />
        </p>
        <button type="submit" className="button" disabled={send.isPending} aria-busy={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send message'}
        </button>
      </form>
    </Dialog>
  );
}
