import { LegalPage } from '../features/legal/LegalPage';
import { pageMeta } from '../lib/pageMeta';

export const meta = () => pageMeta({ title: 'Privacy Policy', description: 'What Stillpoint keeps about you, and what it never does.', path: '/privacy' });

/** commercial.md §1: only the e-mail address and saved session preferences are collected. */
export default function Privacy() {
  return (
    <LegalPage title="Privacy Policy" updated="25 November 2026">
      <h2>What we keep</h2>
      <p>Your name and e-mail address, the sessions and preferences you save, and the sessions you complete (for your history and streaks). Nothing else.</p>
      <h2>What we never do</h2>
      <p>No ads, no trackers, no selling or sharing of your data. Payments are handled by Mollie; we never see your card or bank details.</p>
      <h2>Your choices</h2>
      <p>You can export everything we keep, or delete your account, from Profile Settings at any time; you can also ask support to do it for you. Trial e-mails stop with one click on their unsubscribe link.</p>
    </LegalPage>
  );
}
