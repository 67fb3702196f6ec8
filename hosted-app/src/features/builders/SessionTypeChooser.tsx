import { Link, useNavigate } from 'react-router';
import { builderMessages } from './builderMessages';
import './builders.css';

/** The "Build Session" type chooser (core-app.md §2): breathing or meditation, and Back. */
export function SessionTypeChooser() {
  const navigate = useNavigate();
  const t = builderMessages.useMessages();
  return (
    <div className="builder">
      <p>
        <button type="button" className="button button--ghost button--small" onClick={() => void navigate('/app')}>
          {t('builders.back')}
        </button>
      </p>
      <h1>{t('chooser.title')}</h1>
      <p className="muted">{t('chooser.lead')}</p>
      <ul className="chooser">
        <li>
          <Link to="/app/build/breathing" className="chooser__card">
            <span className="chooser__title">{t('chooser.breathing')}</span>
            <span className="muted">{t('chooser.breathingLead')}</span>
          </Link>
        </li>
        <li>
          <Link to="/app/build/meditation" className="chooser__card">
            <span className="chooser__title">{t('chooser.meditation')}</span>
            <span className="muted">{t('chooser.meditationLead')}</span>
          </Link>
        </li>
      </ul>
    </div>
  );
}
