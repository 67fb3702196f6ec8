import { useEffect, useId, useState } from 'react';
import { useAuth } from '../auth/userStore';
import { OUTBOX_CHANGED, pendingEntries, unstoredCount } from '../session/outbox';
import { useConnection } from './connectionStore';
import { cachedSessions, FREE_OFFLINE_SESSIONS } from './offlineSessions';
import { offlineMessages } from './offlineMessages';

interface Counts {
  readonly sessions: number;
  readonly waiting: number;
  /** Of those waiting, how many the browser refused to store: closing the page would lose them. */
  readonly unsaved: number;
}

async function readCounts(userId: string | null): Promise<Counts> {
  if (!userId) return { sessions: FREE_OFFLINE_SESSIONS.length, waiting: 0, unsaved: 0 };
  const cached = await cachedSessions(userId).catch(() => []);
  return { sessions: FREE_OFFLINE_SESSIONS.length + cached.length, waiting: (await pendingEntries(userId)).length, unsaved: unstoredCount(userId) };
}

/**
 * commercial.md §2: "Offline Mode" at the top while the connection is gone, "Back Online" for a moment when
 * it returns; a tap shows how many sessions run offline and how many completions wait to be sent.
 */
export function OfflineBanner() {
  const { online, backOnline } = useConnection();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [open, setOpen] = useState(false);
  const t = offlineMessages.useMessages();
  const [counts, setCounts] = useState<Counts | null>(null);
  const detailsId = useId();
  const shown = !online || backOnline;

  useEffect(() => {
    if (!shown || !open) return;
    let current = true;
    const read = () => void readCounts(userId).then((counts) => current && setCounts(counts));
    read();
    // A completion kept or sent changes the count.
    window.addEventListener(OUTBOX_CHANGED, read);
    return () => {
      current = false;
      window.removeEventListener(OUTBOX_CHANGED, read);
    };
  }, [shown, open, online, userId]);

  // While it shows, the page moves down by the banner's collapsed height (offline.css): nothing is hidden under it.
  useEffect(() => {
    if (!shown) return;
    document.documentElement.classList.add('has-offline-banner');
    return () => document.documentElement.classList.remove('has-offline-banner');
  }, [shown]);

  if (!shown) return null;
  return (
    <div className={`offline-banner${online ? ' offline-banner--online' : ''}`} role="status">
      <button type="button" className="offline-banner__toggle" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
        <span className="offline-banner__dot" aria-hidden="true" />
        <span className="offline-banner__title">{t(online ? 'offline.backOnline' : 'offline.mode')}</span>
        <span className="offline-banner__chevron" aria-hidden="true" />
      </button>
      {open && (
        <div id={detailsId} className="offline-banner__details">
          {counts ? (
            <ul>
              <li>{t('offline.sessions', { count: counts.sessions })}</li>
              <li>{t('offline.waiting', { count: counts.waiting })}</li>
              {counts.unsaved > 0 && <li className="offline-banner__warning">{t('offline.unsaved', { count: counts.unsaved })}</li>}
            </ul>
          ) : (
            <p>{t('offline.counting')}</p>
          )}
        </div>
      )}
    </div>
  );
}
