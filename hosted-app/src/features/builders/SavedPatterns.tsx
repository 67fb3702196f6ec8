import { savedSessionRequest } from '../library/savedSessionRequest';
import { useSavedSessions } from '../library/queries';
import { useStartSession } from '../session/sessionRequest';
// The saved patterns are drawn as the selector's recent sessions are; opened directly, the builder has not loaded those rules.
import '../selector/selector.css';

/** The user's saved breathing patterns, each one tap to run (the library has them all). */
export function SavedPatterns() {
  const sessions = useSavedSessions();
  const startSession = useStartSession();
  const patterns = (sessions.data ?? []).filter((session) => session.type === 'breathing');
  return (
    <section className="builder-section" aria-labelledby="saved-patterns-heading">
      <h2 id="saved-patterns-heading">Your saved patterns</h2>
      {sessions.isPending && <p className="muted">Loading your patterns…</p>}
      {sessions.isSuccess && patterns.length === 0 && <p className="empty">Patterns you save appear here.</p>}
      {patterns.length > 0 && (
        <ul className="recent-list">
          {patterns.map((session) => (
            <li key={session.id}>
              <button type="button" className="recent-item" onClick={() => startSession(savedSessionRequest(session))}>
                <span className="recent-item__name">{session.name}</span>
                <span className="recent-item__kind">Run</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
