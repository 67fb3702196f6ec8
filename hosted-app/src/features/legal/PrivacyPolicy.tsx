import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../public/siteAddress';
import { LegalPage } from './LegalPage';
import { OperatorAddress } from './OperatorAddress';

/** Why the GDPR allows each processing (Art. 6(1)), in the words a reader meets on this page. */
const BASES = {
  contract: 'Needed to provide the service you signed up for (GDPR Art. 6(1)(b))',
  consent: 'Your consent, given by answering or turning it on; you withdraw it by changing or turning it off (Art. 6(1)(a))',
  law: 'Our legal duty to keep accounting records (Art. 6(1)(c))',
  interest: 'Our legitimate interest (Art. 6(1)(f)): telling you about your trial, answering you, keeping the service safe from abuse; you may object',
} as const;

/** What the API stores (api/src/db/migrations), for how long, why we may, and who else handles it. */
const KEPT: readonly (readonly [string, string, string, keyof typeof BASES])[] = [
  ['Your account', 'First and last name, e-mail address, password (stored only as an argon2 hash), time zone, when you signed up, whether you confirmed your e-mail address', 'Until you delete your account', 'contract'],
  ['Preferences', 'Whether streaks and monthly figures are on, and two integration switches (on or off; no health data is read or stored)', 'Until you delete your account', 'contract'],
  ['Onboarding answers', 'Your goal, experience and preferred session length, if you answer them; used for suggestions', 'Until you change them or delete your account', 'consent'],
  ['Notification devices', 'For each browser where you turn notifications on: the address of its push service (Google, Mozilla, Apple or your browser maker) and the keys that encrypt what we send it, so only that browser can read it', 'Until you turn notifications off there, delete your account, or the push service says the browser is gone', 'consent'],
  ['Daily reminder', 'Whether it is on, its time and days, and the date of the last one sent', 'Until you delete your account', 'consent'],
  ['Saved sessions', 'The name and settings of each session or pattern you save (at most 500)', 'Until you delete the session or your account', 'contract'],
  ['Session log', 'For each completed session: breathing or meditation, the technique, its length, when it happened, and the mood you picked if you started it from a mood tile', 'Until you delete your account', 'contract'],
  ['Subscription', 'Trial start and end, plan, status, end of the paid period, the payment provider’s customer and subscription ids, and when you used the one free session', 'Until you delete your account', 'contract'],
  ['Payments', 'For each payment: its id at the provider, plan, amount, currency, status and dates. No card or bank details', 'For our accounts; once you delete your account, no longer linked to you', 'law'],
  ['Trial e-mails', 'Which of the six trial e-mails are due or sent, and whether you unsubscribed', 'Until you delete your account', 'interest'],
  ['Links we e-mail', 'Confirmation and password-reset links, stored only as hashes with their dates (valid 24 hours and 1 hour)', 'Until you delete your account', 'contract'],
  ['Contact messages', 'Name, e-mail address, subject and message of what you send us (also mailed to our support inbox)', 'Until you delete your account; sent without an account, until you ask us to delete them', 'interest'],
  ['Sign-in sessions', 'A random id in a cookie, and on our server which account it belongs to and when it expires', 'At most 30 days after your last visit (expired ones are deleted hourly), or until you sign out', 'contract'],
  ['Rate-limit counters', 'A count of recent attempts (sign-in, registration, password reset, contact) per IP address and per e-mail address, to stop password guessing and abuse; each is stored under a one-way hash of the address, not the address itself', 'Until its time window (15 minutes or an hour) has ended, then deleted within the hour', 'interest'],
];

/** /privacy: every piece of data Stillpoint keeps, how long, who processes it, and what you can do about it. */
export function PrivacyPolicy() {
  return (
    <LegalPage title="Privacy Policy" updated="26 November 2026">
      <p className="lede">
        We keep what Stillpoint needs to work for you, and nothing for advertising. This page lists all of it. Questions:{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>

      <h2>Who is responsible</h2>
      <p>The controller of your data, in the words of the EU&rsquo;s General Data Protection Regulation (GDPR), is:</p>
      <OperatorAddress />

      <h2>Visiting without an account</h2>
      <p>
        Reading these pages or running a practice on the home page stores nothing about you on our server beyond a line in our server log
        (the address asked for, the answer&rsquo;s status and how long it took: not your IP address), kept to run the service safely (our
        legitimate interest). Our pages load nothing from other
        companies&rsquo; servers: no analytics, no fonts, no ads.
      </p>

      <h2>What we keep when you have an account</h2>
      <dl className="kept">
        {KEPT.map(([what, details, howLong, basis]) => (
          <div key={what}>
            <dt>{what}</dt>
            <dd>{details}</dd>
            <dd className="kept__how-long">Kept: {howLong.charAt(0).toLowerCase() + howLong.slice(1)}</dd>
            <dd className="kept__how-long">Why we may: {BASES[basis].charAt(0).toLowerCase() + BASES[basis].slice(1)}</dd>
          </div>
        ))}
      </dl>
      <p>
        The queue that sends our e-mails keeps a record of each one (your account id and which e-mail) for about a week after sending.
      </p>

      <h2>On your device</h2>
      <p>
        The app keeps a log of the latest 100 sessions you started, and completed sessions not yet sent to our server, in your browser&rsquo;s
        storage, along with a few settings (for example that you have seen the welcome tour). They stay in that browser, after signing out
        too, until you clear its data for Stillpoint. The only cookie is the sign-in cookie above.
      </p>

      <h2>Who else handles your data</h2>
      <ul>
        <li>
          <strong>Mollie</strong> (Mollie B.V., Amsterdam) processes payments. When you subscribe we give Mollie your name, e-mail address and
          an account id; you enter your payment details on Mollie&rsquo;s page, and we never see them. Mollie keeps its own records under its
          privacy statement.
        </li>
        <li>
          <strong>Your browser&rsquo;s push service</strong> carries the notifications you turn on (a reminder, a test) to your device. It sees
          when one is sent and to which browser, not what it says: each is encrypted for that browser alone.
        </li>
        <li>
          <strong>Our e-mail provider</strong> delivers the e-mails we send you (confirmation, password reset, trial e-mails) and the contact
          messages you send us, so it handles your e-mail address and those messages, on our behalf and under a data processing agreement.
        </li>
        <li>
          <strong>Our hosting provider</strong> runs the server and the database that hold everything listed above, on our behalf and under a
          data processing agreement.
        </li>
      </ul>
      <p>
        Push services run by Google or Apple may handle a notification outside the European Union; what they carry is encrypted for your browser
        and tells them nothing about you beyond that a message was sent.
      </p>
      <p>We do not sell or share your data with anyone else, and we use no advertising or analytics services.</p>

      <h2>Your choices</h2>
      <ul>
        <li>
          <strong>Export everything:</strong> Profile Settings (in your account menu) has an export that downloads all we keep about you as a
          file.
        </li>
        <li>
          <strong>Delete your account:</strong> also in Profile Settings, confirmed with your password. Your account and everything linked to it
          above are deleted at once. A running subscription is cancelled at Mollie first, so nothing more is charged (if Mollie cannot be
          reached at that moment, the account stays and you are asked to try again).
        </li>
        <li>
          <strong>Switch off tracking:</strong> streaks and monthly figures can be turned off in Profile Settings.
        </li>
        <li>
          <strong>Stop trial e-mails:</strong> every trial e-mail has a one-click unsubscribe link.
        </li>
        <li>
          <strong>Anything else</strong>, such as correcting your name or e-mail address or deleting a contact message: write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </li>
      </ul>

      <h2>Your rights</h2>
      <p>Under the GDPR you may, at any time and free of charge:</p>
      <ul>
        <li>
          <strong>see what we keep</strong> (access) and <strong>take it with you</strong> (portability): the export in Profile Settings is
          all of it, as a JSON file another service can read;
        </li>
        <li>
          <strong>have it deleted</strong> (erasure): delete your account in Profile Settings, or write to us about anything kept without an
          account;
        </li>
        <li>
          <strong>have it corrected</strong>, <strong>have its use restricted</strong>, or <strong>object</strong> to what we do on our
          legitimate interest: write to us and we answer within a month;
        </li>
        <li>
          <strong>withdraw a consent</strong>: change your onboarding answers, turn notifications or the reminder off;
        </li>
        <li>
          <strong>complain to a data protection authority</strong>, in the EU country where you live or work or where we are established,
          if you think we handle your data wrongly. We would be glad to hear from you first.
        </li>
      </ul>
      <p>
        See also our <Link to="/terms">terms of service</Link> and <Link to="/imprint">imprint</Link>.
      </p>
    </LegalPage>
  );
}
