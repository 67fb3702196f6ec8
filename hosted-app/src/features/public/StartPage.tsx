import { Link } from 'react-router';
import { PublicPage } from './PublicPage';

/** /start: a simple start guide (commercial.md §2), linking the two introductions. */
export function StartPage() {
  return (
    <PublicPage>
      <h1>Start here</h1>
      <p className="lede">Five minutes, a chair, and a phone or computer. That is all a first session needs.</p>

      <h2>1. Pick breathing or sitting</h2>
      <p>
        If your mind is busy or your body is tense, start with <strong>breathing</strong>: following a count gives the attention something to
        hold. If you already feel fairly settled, try <strong>meditation</strong>: a few minutes of sitting still with a bell at the end.
      </p>
      <ul>
        <li>
          <Link to="/what-is-breathwork">What is breathwork?</Link> The techniques, and how to choose one.
        </li>
        <li>
          <Link to="/what-is-meditation">What is meditation?</Link> Sitting practice without the mystery.
        </li>
      </ul>

      <h2>2. Find a comfortable position</h2>
      <p>
        Sit upright on a chair with your feet on the floor, or lie down if you are practising before sleep. Let your shoulders drop. Breathe
        through your nose unless a technique says otherwise.
      </p>

      <h2>3. Try one short session</h2>
      <p>
        On the <Link to="/">home page</Link> you can run Box Breathing (two minutes) or a Physiological Sigh (about one minute) straight away,
        with no account. Follow the circle: it grows as you breathe in and shrinks as you breathe out. Nothing is recorded.
      </p>

      <h2>4. Keep it small</h2>
      <p>
        A few minutes most days does more than a long session once a week. If a count feels too long, shorten it; if you feel light-headed,
        stop and breathe normally. There is no wrong way to sit quietly for a while.
      </p>

      <h2>5. When you want more</h2>
      <p>
        An account gives you all nine breathing techniques, the meditation builder, saved sessions and a history of what you practised. It
        starts with a 14-day free trial.
      </p>
      <p>
        To read further: the free <Link to="/calmkit">CalmKit guide</Link> (a PDF of techniques to keep), what to look for in{' '}
        <Link to="/minimalist-meditation-apps">a minimalist meditation app</Link>, and how Stillpoint compares with{' '}
        <Link to="/vs/calm-alternative">Calm</Link> and <Link to="/vs/headspace-alternative">Headspace</Link>.
      </p>
      <div className="actions">
        <Link to="/what-is-breathwork" className="button">
          Learn about breathwork
        </Link>
        <Link to="/what-is-meditation" className="button button--ghost">
          Learn about meditation
        </Link>
      </div>
    </PublicPage>
  );
}
