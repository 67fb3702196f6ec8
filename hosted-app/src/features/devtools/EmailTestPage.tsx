import { TRIAL_EMAIL_DAYS } from '@stillpoint/api/contract';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/apiRequest';
import { toast } from '../../ui/toastStore';
import { DeveloperGate } from './DeveloperGate';
import { useSendTestTrialEmail } from './queries';

/** /ai-email-test: sends one trial e-mail now (POST /api/email/test-trial-email) with commercial.md §8's toasts. */
export function EmailTestPage() {
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [day, setDay] = useState('');
  const sendEmail = useSendTestTrialEmail();

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || day === '') {
      toast({ title: 'Missing Information', description: 'Please enter an email and select an email day.', variant: 'destructive' });
      return;
    }
    sendEmail.mutate(
      { email: email.trim(), ...(firstName.trim() ? { firstName: firstName.trim() } : {}), day: Number.parseInt(day, 10) },
      {
        onSuccess: ({ message }) => {
          toast({ title: message });
          setEmail('');
          setFirstName('');
          setDay('');
        },
        onError: (error) => toast({ title: 'Error Sending Email', description: error instanceof ApiError ? error.serverMessage : 'Failed to send email', variant: 'destructive' }),
      },
    );
  };

  return (
    <DeveloperGate title="Trial e-mail test">
      <form className="stack devtools__form" onSubmit={send} noValidate>
        <label className="field">
          <span>E-mail</span>
          <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" />
        </label>
        <label className="field">
          <span>First name (optional)</span>
          <input value={firstName} onChange={(event) => setFirstName(event.target.value)} autoComplete="off" />
        </label>
        <label className="field">
          <span>E-mail day</span>
          <select value={day} onChange={(event) => setDay(event.target.value)}>
            <option value="">Choose a day</option>
            {TRIAL_EMAIL_DAYS.map((value) => (
              <option key={value} value={value}>
                Day {value}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button" disabled={sendEmail.isPending}>
          {sendEmail.isPending ? 'Sending…' : 'Send test e-mail'}
        </button>
      </form>
    </DeveloperGate>
  );
}
