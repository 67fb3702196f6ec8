import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../auth/userStore';
import { followConnection } from './connectionStore';
import { InstallHint } from './InstallHint';
import { keepStorage } from './keepStorage';
import { OfflineBanner } from './OfflineBanner';
import { cacheSavedSessions } from './offlineSessions';
import { RefreshPrompt } from './RefreshPrompt';
import { registerServiceWorker } from './registerServiceWorker';
import './offline.css';

/**
 * Caches the signed-in user's saved sessions for offline use when the app opens online and again whenever the
 * connection returns (commercial.md §4). A failure (offline, a trial ended) keeps the last copy.
 */
function useOfflineCache(userId: string | null) {
  useEffect(() => {
    if (!userId) return;
    const recache = () => {
      if (!navigator.onLine) return;
      cacheSavedSessions(userId).then(
        (cached) => cached.length > 0 && keepStorage(),
        (error: unknown) => console.info('[offline] saved sessions not cached now', error),
      );
    };
    recache();
    window.addEventListener('online', recache);
    return () => window.removeEventListener('online', recache);
  }, [userId]);
}

/** The offline and install parts of every page (root.tsx mounts it after hydration): banner, prompts, caching. */
export default function OfflineHost() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  useEffect(() => followConnection(), []);
  // Here rather than with the root: the first screen comes first, then the worker (and its precaching).
  useEffect(() => registerServiceWorker(), []);
  useOfflineCache(user?.id ?? null);
  const inSession = pathname.toLowerCase().startsWith('/app/session');
  return (
    <>
      <OfflineBanner />
      <RefreshPrompt held={inSession} />
      {user && !inSession && <InstallHint />}
    </>
  );
}
