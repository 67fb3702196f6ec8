import { Link } from 'react-router';
import { PlanFigures } from './PlanFigures';
import { PublicPage } from './PublicPage';
import { TryFreeCallout } from './TryFreeCallout';

const PRINCIPLES = [
  {
    name: 'Distraction-free',
    text: 'A session fills the screen with one slow shape and nothing else. No feed, no badges, no ads, and a screen that dims while you practise.',
  },
  {
    name: 'Evidence-based',
    text: 'We include techniques with a long record of use and describe them carefully: how to do them, when they help, and what is and is not known.',
  },
  {
    name: 'Simple',
    text: 'One tap to begin. Presets for the common techniques, a builder for your own, and no settings you have to understand first.',
  },
  {
    name: 'Private',
    text: 'We keep what the app needs to work and nothing more, load nothing from other companies’ servers, and let you export or delete it all yourself.',
  },
] as const;

/** /about/vision: the four principles (commercial.md §2, "Comparison and vision pages") and calls to action. */
export function VisionPage() {
  return (
    <PublicPage wide priced>
      <h1>Our vision</h1>
      <p className="lede">A calm, exact tool for breathing and meditation that respects your attention and your privacy.</p>

      <h2>Four principles</h2>
      <ul className="cards">
        {PRINCIPLES.map((principle) => (
          <li key={principle.name}>
            <h3>{principle.name}</h3>
            <p>{principle.text}</p>
          </li>
        ))}
      </ul>

      <h2>Where we are going</h2>
      <p>
        We will keep adding what makes practice better, more techniques explained with care and sessions that work well offline, and keep
        saying no to what makes an app louder. When we are unsure, we choose the option that asks less of you.
      </p>

      <TryFreeCallout
        heading="See for yourself"
        more={
          <Link to="/start" className="button button--ghost">
            Read the start guide
          </Link>
        }
      >
        <p>Two weeks free, then <PlanFigures />. Or start with the guide and a practice that needs no account.</p>
      </TryFreeCallout>
    </PublicPage>
  );
}
