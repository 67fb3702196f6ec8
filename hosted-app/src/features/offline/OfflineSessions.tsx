import type { User } from '@stillpoint/api/contract';
import { useEffect, useState } from 'react';
import { SavedSessionItem } from '../library/SavedSessionItem';
import { useStartSession } from '../session/sessionRequest';
import { useMessages } from '../../i18n/useMessages';
import type { OfflineMessageKey } from './messages/en';
import { offlineMessages } from './offlineMessages';
import { cachedSessions, FREE_OFFLINE_SESSIONS, type CachedSession } from './offlineSessions';

/**
 * The selector's sessions while offline (commercial.md §2 and §6): the free ones anyone runs offline, then the
 * user's saved sessions as last cached, or "No cached sessions available offline".
 */
export default function OfflineSessions({ user }: { readonly user: User }) {
  const startSession = useStartSession();
  const [cached, setCached] = useState<readonly CachedSession[] | null>(null);
  const t = offlineMessages.useMessages();
  const core = useMessages();
  useEffect(() => {
    let current = true;
    cachedSessions(user.id).then(
      (sessions) => current && setCached(sessions),
      () => current && setCached([]),
    );
    return () => {
      current = false;
    };
  }, [user.id]);
  return (
    <section className="selector-section" aria-labelledby="offline-sessions-heading">
      <h2 id="offline-sessions-heading" className="section-heading">
        {t('offline.available')}
      </h2>
      <ul className="recent-list">
        {FREE_OFFLINE_SESSIONS.map((session) => (
          <li key={session.id}>
            <button type="button" className="recent-item" onClick={() => startSession(session.request)}>
              <span className="recent-item__name">{t(`offline.free.${session.id}` as OfflineMessageKey)}</span>
              <span className="recent-item__kind">{core('complete.minutes', { count: session.minutes })}</span>
            </button>
          </li>
        ))}
        {cached?.map((session) => (
          <SavedSessionItem key={session.id} session={session} />
        ))}
      </ul>
      {cached?.length === 0 && <p className="empty">{t('offline.none')}</p>}
    </section>
  );
}
