import { useState, type FormEvent } from 'react';
import { ApiError, apiJson } from '../../lib/apiRequest';
import { toast } from '../../ui/toastStore';
import { DeveloperGate } from './DeveloperGate';

const DAYS = [0, 2, 4, 7, 10, 13] as const;

/** /ai-email-test: sends one trial e-mail now (POST /api/email/test-trial-email) with commercial.md §8's toasts. */
export function EmailTestPage() {
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [day, setDay] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || day === '') {
      toast({ title: 'Missing Information', description: 'Please enter an email and select an email day.', variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const { message } = await apiJson<{ message: string }>('POST', '/api/email/test-trial-email', { email: email.trim(), ...(firstName.trim() ? { firstName: firstName.trim() } : {}), day: Number.parseInt(day, 10) });
      toast({ title: message });
      setEmail('');
      setFirstName('');
      setDay('');
    } catch (error) {
      toast({ title: 'Error Sending Email', description: error instanceof ApiError ? error.serverMessage : 'Failed to send email', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <DeveloperGate title="Trial e-mail test">
      <form className="stack devtools__form" onSubmit={(event) => void send(event)} noValidate>
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
            {DAYS.map((value) => (
              <option key={value} value={value}>
                Day {value}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Sending…' : 'Send test e-mail'}
        </button>
      </form>
    </DeveloperGate>
  );
}
