import type { User } from '@stillpoint/api/contract';
import { Suspense, useEffect, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { useAppDialogs } from '../../lib/appDialogs';
import { useFirstScreenShown } from '../../lib/useFirstScreenShown';
import { whenIdle } from '../../lib/whenIdle';
import { useConnection } from '../offline/connectionStore';
import { onboardingSeen, onboardingWanted, recordOnboardingDone } from '../onboarding/onboardingFlag';
import { recentRunsCount } from '../session/recentRunsKept';
import { MoodGrid } from './MoodGrid';
import { QuickStart } from './QuickStart';
import { RecentSessionsSection, SessionsLoading } from './RecentSessionsSection';
import { useMessages } from '../../i18n/useMessages';
import { lazyPart } from '../../lib/lazyPart';

// What needs the server's data (and react-query) loads once the first screen is shown.
const UpgradeLink = lazyPart(() => import('./UpgradeLink'));
const RecentSessions = lazyPart(() => import('./RecentSessions'));
const AgainSection = lazyPart(() => import('./AgainSection'));
// Fetched once the page is idle, online: when the connection drops before the service worker has precached the app
// (a first visit, a browser without one), the offline sessions' code is then already here, and not a failed import.
const loadOfflineSessions = () => import('../offline/OfflineSessions');
const OfflineSessions = lazyPart(loadOfflineSessions);
const MoreToExplore = lazyPart(() => import('./MoreToExplore'));
const OnboardingOverlay = lazyPart(() => import('../onboarding/OnboardingOverlay'));
const recentSessionsLoading = (
  <RecentSessionsSection allSaved={false}>
    <SessionsLoading />
  </RecentSessionsSection>
);

/**
 * The signed-in home (core-app.md §2, "Signed-in view"): the last sessions run, each one press to run "Again"
 * (none for a new account), "How are you feeling?" with the mood grid, the
 * quick-start pair and the way to a custom session, the recent saved sessions, then suggestions and
 * featured sessions (below the first screen: they load once the browser is idle). The upgrade link, "Again" and
 * the recent sessions come once the first screen is shown; until then "Again" keeps its room and the sessions say
 * they are loading.
 */
export function Selector({ user }: { readonly user: User }) {
  const serverData = useFirstScreenShown();
  const t = useMessages();
  // Offline, the saved sessions are the ones cached here, with the free ones (commercial.md §2).
  const online = useConnection((state) => state.online);
  const [showMore, setShowMore] = useState(false);
  const [welcome, setWelcome] = useState(false);
  const [againCount] = useState(() => recentRunsCount(user.id));
  // The payment modal of a new account comes first; the overlay waits until it is dealt with.
  const dialogAhead = useAppDialogs((state) => state.current !== null || state.pending !== null);
  useEffect(
    () =>
      whenIdle(() => {
        setShowMore(true);
        if (navigator.onLine) loadOfflineSessions().catch(() => undefined);
      }),
    [],
  );
  // A first visit opens the onboarding overlay: neither the account nor this browser has been through it. A browser
  // that went through it before the account kept that tells the account, so other browsers do not show it again.
  // Asked once, about the user as home first showed it: finishing the overlay changes the user, and must not reopen or re-ask it.
  const [userWhenShown] = useState(user);
  useEffect(() => {
    setWelcome(onboardingWanted(userWhenShown));
    if (!userWhenShown.onboardingDone && onboardingSeen()) recordOnboardingDone();
  }, [userWhenShown]);
  return (
    <div className="selector">
      {serverData && (
        <Suspense fallback={null}>
          <UpgradeLink />
        </Suspense>
      )}
      {againCount > 0 && (
        // Its room is kept from the first screen on (selector.css), so nothing below moves when the tiles come.
        <div className="again-room" style={{ '--again-tiles': againCount } as CSSProperties}>
          {serverData && (
            <Suspense fallback={null}>
              <AgainSection user={user} />
            </Suspense>
          )}
        </div>
      )}
      <div className="selector__top">
        <section className="selector__moods" aria-labelledby="feeling-heading">
          <h1 id="feeling-heading">{t('home.feeling')}</h1>
          <p className="muted selector__lead">{t('home.lead', { firstName: user.firstName })}</p>
          <MoodGrid user={user} />
        </section>
        <section className="selector__quick" aria-labelledby="quick-heading">
          <h2 id="quick-heading" className="section-heading">
            {t('home.quickStart')}
          </h2>
          <QuickStart />
          <p className="selector__custom">
            <Link to="/app/build">{t('home.custom')}</Link>
          </p>
        </section>
      </div>
      {!online ? (
        <Suspense fallback={recentSessionsLoading}>
          <OfflineSessions user={user} />
        </Suspense>
      ) : serverData ? (
        <Suspense fallback={recentSessionsLoading}>
          <RecentSessions />
        </Suspense>
      ) : (
        recentSessionsLoading
      )}
      {showMore && online && (
        <Suspense fallback={null}>
          <MoreToExplore user={user} />
        </Suspense>
      )}
      {welcome && !dialogAhead && (
        <Suspense fallback={null}>
          <OnboardingOverlay onDone={() => setWelcome(false)} />
        </Suspense>
      )}
    </div>
  );
}
