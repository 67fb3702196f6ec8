import { BREATHING_PRESETS } from '@stillpoint/sdk/catalog';
import { Link } from 'react-router';
import { capitalNumberWord } from './numberWord';
import { PlanFigures } from './PlanFigures';
import { PublicPage } from './PublicPage';
import { TryFreeCallout } from './TryFreeCallout';

/** /why: why Stillpoint exists (commercial.md §2, "Founder story"), told plainly and without invented biography. */
export function WhyPage() {
  return (
    <PublicPage priced>
      <h1>Why Stillpoint exists</h1>
      <p className="lede">We wanted a timer for breathing and sitting still that asks nothing of us. We could not find one, so we made it.</p>

      <h2>The problem we kept running into</h2>
      <p>
        Most of us who practise breathing exercises or meditation need very little: a steady count to breathe to, a bell at the end, and a
        screen that stays out of the way. The apps we tried offered far more than that. Feeds, streak reminders, celebrity voices, courses to
        finish, badges to collect. Each addition made sense on its own; together they turned a few quiet minutes into one more thing to manage.
      </p>
      <p>We kept going back to a kitchen timer. It was calmer, but it could not pace a breath.</p>

      <h2>What we built instead</h2>
      <p>
        Stillpoint is a small team&rsquo;s answer: a breathing and meditation timer that does its one job precisely. Choose box breathing or
        a slow exhale, a silent sit or a guided body scan, press Start, and follow a circle that grows and shrinks with your breath. When the
        session ends, it ends. There is nothing to scroll afterwards.
      </p>
      <ul>
        <li>{capitalNumberWord(BREATHING_PRESETS.length)} breathing techniques with exact timing, and a builder for your own pattern.</li>
        <li>Meditation sessions from a few minutes to an hour, with quiet bells and optional ambient sound.</li>
        <li>A history of the sessions you completed, if you want one, and nothing if you don&rsquo;t.</li>
      </ul>

      <h2>Why it costs money</h2>
      <p>
        We charge a small subscription, <PlanFigures /> after a 14-day free trial, because the alternative is advertising or
        selling what we know about you. We would rather you were the customer than the product. You can read exactly what we keep in our{' '}
        <Link to="/privacy">privacy policy</Link>.
      </p>

      <TryFreeCallout
        heading="Try it for a few breaths"
        more={
          <Link to="/philosophy" className="button button--ghost">
            Our philosophy
          </Link>
        }
      >
        <p>
          You can run a practice on the home page without an account. If it suits you, the trial gives you everything for two weeks. New to
          this? The <Link to="/start">start guide</Link> takes five minutes.
        </p>
      </TryFreeCallout>
    </PublicPage>
  );
}
