import { savedSessionRequest } from '../library/savedSessionRequest';
import { useSavedSessions } from '../library/queries';
import { useStartSession } from '../session/sessionRequest';
import { builderMessages } from './builderMessages';
// The saved patterns are drawn as the selector's recent sessions are; opened directly, the builder has not loaded those rules.
import '../selector/selector.css';

/** The user's saved breathing patterns, each one tap to run (the library has them all). */
export function SavedPatterns() {
  const sessions = useSavedSessions();
  const startSession = useStartSession();
  const t = builderMessages.useMessages();
  const patterns = (sessions.data ?? []).filter((session) => session.type === 'breathing');
  return (
    <section className="builder-section" aria-labelledby="saved-patterns-heading">
      <h2 id="saved-patterns-heading">{t('breathing.saved')}</h2>
      {sessions.isPending && <p className="muted">{t('breathing.savedLoading')}</p>}
      {sessions.isSuccess && patterns.length === 0 && <p className="empty">{t('breathing.savedEmpty')}</p>}
      {patterns.length > 0 && (
        <ul className="recent-list">
          {patterns.map((session) => (
            <li key={session.id}>
              <button type="button" className="recent-item" onClick={() => startSession(savedSessionRequest(session))}>
                <span className="recent-item__name">{session.name}</span>
                <span className="recent-item__kind">{t('breathing.run')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
