import { Link, useNavigate } from 'react-router';
import './builders.css';

/** The "Build Session" type chooser (core-app.md §2): breathing or meditation, and Back. */
export function SessionTypeChooser() {
  const navigate = useNavigate();
  return (
    <div className="builder">
      <p>
        <button type="button" className="button button--ghost button--small" onClick={() => void navigate('/app')}>
          ← Back
        </button>
      </p>
      <h1>Build Session</h1>
      <p className="muted">What would you like to build?</p>
      <ul className="chooser">
        <li>
          <Link to="/app/build/breathing" className="chooser__card">
            <span className="chooser__title">Breathing</span>
            <span className="muted">Pick one of nine techniques, or set your own inhale, hold and exhale.</span>
          </Link>
        </li>
        <li>
          <Link to="/app/build/meditation" className="chooser__card">
            <span className="chooser__title">Meditation</span>
            <span className="muted">Start from a style, or shape the length, bells, ambience and transitions.</span>
          </Link>
        </li>
      </ul>
    </div>
  );
}
