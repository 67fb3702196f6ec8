import { Link } from 'react-router';
import { PublicPage } from './PublicPage';
import { TryFreeCallout } from './TryFreeCallout';

/** /what-is-meditation: an introduction to sitting practice, linking the silent timer (/meditation). */
export function MeditationIntroPage() {
  return (
    <PublicPage>
      <h1>What is meditation?</h1>
      <p className="lede">Meditation is the practice of resting your attention on something simple, and gently bringing it back when it wanders.</p>

      <h2>Less mysterious than it sounds</h2>
      <p>
        You sit, choose an anchor (the breath, the sounds around you, the feeling of your body) and notice it. Sooner or later you will be
        thinking about something else. Noticing that, and returning to the anchor without scolding yourself, is the practice. It is not about
        emptying the mind.
      </p>

      <h2>A few common styles</h2>
      <ul>
        <li>
          <strong>Breath awareness:</strong> following the breath as it is, without changing it.
        </li>
        <li>
          <strong>Body scan:</strong> moving attention slowly through the body, part by part.
        </li>
        <li>
          <strong>Loving-kindness:</strong> repeating kind wishes for yourself and others.
        </li>
        <li>
          <strong>Open awareness:</strong> letting sounds, sensations and thoughts come and go without holding any of them.
        </li>
        <li>
          <strong>Silent sitting:</strong> no guidance at all, just a bell to begin and a bell to end.
        </li>
      </ul>

      <h2>Your first sit</h2>
      <ol>
        <li>Set a timer for five minutes. Longer can come later.</li>
        <li>Sit upright but relaxed, eyes closed or resting on the floor ahead.</li>
        <li>Feel three breaths from start to finish. Then keep noticing the breath.</li>
        <li>When you drift, and you will, note &ldquo;thinking&rdquo; and come back.</li>
        <li>When the bell sounds, stay for a breath or two before you move.</li>
      </ol>
      <p>
        The <Link to="/meditation">silent meditation timer</Link> does exactly this: a bell, the time you chose, a bell. Nothing else on the
        screen.
      </p>

      <h2>What to expect</h2>
      <p>
        Some sessions feel calm, others restless; both count. Many people find that a few minutes most days makes it easier to notice stress
        before it builds. Meditation is not a substitute for care from a doctor or therapist when you need it.
      </p>

      <TryFreeCallout>
        <p>
          With an account you can build longer sessions, from one minute to an hour, with interval bells, guided phases and ambient sound.
          New to all this? Start with <Link to="/start">the start guide</Link> or <Link to="/what-is-breathwork">breathwork</Link>.
        </p>
      </TryFreeCallout>
    </PublicPage>
  );
}
