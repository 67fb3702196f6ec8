import { Link } from 'react-router';
import { PlanFigures } from './PlanFigures';
import { PublicPage } from './PublicPage';
import { TryFreeCallout } from './TryFreeCallout';

/** /philosophy: what Stillpoint leaves out, and why. */
export function PhilosophyPage() {
  return (
    <PublicPage priced>
      <h1>Our philosophy: less, done carefully</h1>
      <p className="lede">A practice that calms you should not come wrapped in things that don&rsquo;t.</p>

      <h2>The timer is the product</h2>
      <p>
        Breathing exercises and meditation are old, simple practices. What a tool can add is precision: a count that never drifts, a bell at
        the moment you asked for, a screen that dims and leaves you alone. Stillpoint puts its care there, and very little anywhere else.
      </p>

      <h2>What we leave out on purpose</h2>
      <ul>
        <li>
          <strong>No feed and no social features.</strong> There is nothing to follow, like or share.
        </li>
        <li>
          <strong>No ads and no trackers.</strong> Pages load nothing from other companies&rsquo; servers.
        </li>
        <li>
          <strong>No pressure.</strong> Streaks and monthly figures are yours to switch off, and the only e-mails we send are about your
          account and a few notes during your trial, which one click stops.
        </li>
        <li>
          <strong>No grand promises.</strong> Slow breathing and quiet sitting help many people feel calmer. They are not a treatment, and we
          don&rsquo;t sell them as one.
        </li>
      </ul>

      <h2>What we keep</h2>
      <ul>
        <li>Techniques with a long history and a clear description: how to do them, when they help, what is known about why.</li>
        <li>Sessions that start in one tap and end without a summary screen begging for attention.</li>
        <li>A calm look in light and dark, large touch targets, and text you can read.</li>
        <li>Your data, kept to what the app needs, yours to export or delete at any time.</li>
      </ul>

      <h2>Paid, so that it can stay quiet</h2>
      <p>
        A free app has to be paid for by someone, usually advertisers. A small subscription keeps Stillpoint answerable to the people who use
        it. The reasons behind it are on <Link to="/why">why Stillpoint exists</Link>; the principles we build by are on{' '}
        <Link to="/about/vision">our vision</Link>.
      </p>

      <TryFreeCallout>
        <p>Two weeks free, then <PlanFigures />. Cancel any time from your account.</p>
      </TryFreeCallout>
    </PublicPage>
  );
}
