import { AccountControls } from '../auth/AccountControls';
import { usePageMeta } from '../usePageMeta';

export function HomePage() {
  usePageMeta({
    title: 'Minimalist breathing and meditation timer',
    description: 'Calm, exact breathing and meditation sessions: box breathing, 4-7-8, coherent breathing and timed meditation.',
  });
  return (
    <main className="page">
      <header className="masthead">
        <div>
          <h1>Stillpoint</h1>
          <p className="tagline">Breathe. Sit. Nothing else.</p>
        </div>
        <AccountControls />
      </header>
      <section className="cards" aria-label="Start a practice">
        <article className="card">
          <h2>Meditation</h2>
          <p>Body scan, a transcendental-meditation timer, mindfulness practice.</p>
          <button type="button" disabled title="Coming with the session runners">
            Start Meditation
          </button>
        </article>
        <article className="card">
          <h2>Breathing</h2>
          <p>Box breathing, 4-7-8, Wim Hof style.</p>
          <button type="button" disabled title="Coming with the session runners">
            Start Breathing
          </button>
        </article>
      </section>
    </main>
  );
}
