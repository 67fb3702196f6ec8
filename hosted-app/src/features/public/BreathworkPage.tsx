import { Link } from 'react-router';
import { PublicPage } from './PublicPage';
import { TryFreeCallout } from './TryFreeCallout';

const TECHNIQUES = [
  { name: 'Box Breathing', pattern: 'In 4, hold 4, out 4, hold 4', use: 'Steadying attention before something demanding.' },
  { name: '4-7-8 Breathing', pattern: 'In 4, hold 7, out 8', use: 'Winding down, often in the evening.' },
  { name: 'Coherent Breathing', pattern: 'In 5, out 5', use: 'An even rhythm of about six breaths a minute.' },
  { name: '1:2 Ratio Breathing', pattern: 'In 4, out 8', use: 'A long, slow exhale when you feel keyed up.' },
  { name: 'Physiological Sigh', pattern: 'Two inhales, one long exhale', use: 'A quick reset in under a minute.' },
  { name: 'Humming Exhale', pattern: 'In 4, hum 6', use: 'A slower exhale that is easy to keep even.' },
] as const;

/** /what-is-breathwork: an introduction to breathing exercises, and the techniques Stillpoint paces. */
export function BreathworkPage() {
  return (
    <PublicPage wide>
      <h1>What is breathwork?</h1>
      <p className="lede">Breathwork means breathing on purpose: in a chosen rhythm, for a few minutes, with your attention on it.</p>

      <h2>The idea in one paragraph</h2>
      <p>
        Most of the time you breathe without noticing. Breathwork takes over the pace for a while: you breathe in for a set count, perhaps
        hold, and breathe out for a set count. Slow, even breathing with a long exhale is widely used to feel calmer; a steady count also gives
        a restless mind one simple thing to follow. Many traditions, from yoga&rsquo;s pranayama to the paced breathing taught to athletes,
        build on this.
      </p>

      <h2>Common techniques</h2>
      <div className="table-scroll" role="region" aria-labelledby="techniques-caption" tabIndex={0}>
        <table className="data-table">
          <caption id="techniques-caption">Breathing techniques Stillpoint paces, with their counts in seconds</caption>
          <thead>
            <tr>
              <th scope="col">Technique</th>
              <th scope="col">Pattern</th>
              <th scope="col">Often used for</th>
            </tr>
          </thead>
          <tbody>
            {TECHNIQUES.map((technique) => (
              <tr key={technique.name}>
                <th scope="row">{technique.name}</th>
                <td>{technique.pattern}</td>
                <td>{technique.use}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        Stillpoint also paces Step-Down, Tidal and Deep Reset breathing, and any pattern you build yourself. A closer look:{' '}
        <Link to="/techniques/box-breathing">box breathing, step by step</Link>.
      </p>

      <h2>How to begin</h2>
      <ol>
        <li>Sit or lie comfortably and let your shoulders drop.</li>
        <li>Breathe through your nose, gently. The counts should feel easy, never strained.</li>
        <li>Follow the pace for two to five minutes, then breathe normally for a moment before you get up.</li>
      </ol>

      <h2>Be kind to yourself</h2>
      <p>
        If you feel dizzy or uncomfortable, stop and breathe normally. Long breath holds and rapid breathing (as in Deep Reset) are not for
        everyone: skip them if you are pregnant, have a heart or lung condition, or are anywhere you could fall, and ask a doctor if you are
        unsure. Breathwork is a way to rest, not a medical treatment.
      </p>

      <TryFreeCallout>
        <p>
          Try Box Breathing on the <Link to="/">home page</Link> now, no account needed, or read <Link to="/start">the start guide</Link>.
        </p>
      </TryFreeCallout>
    </PublicPage>
  );
}
