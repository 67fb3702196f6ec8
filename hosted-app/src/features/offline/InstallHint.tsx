import { useEffect, useState } from 'react';
import { useNoticeTurn } from '../shell/noticeTurns';
import { isStandalone, needsHomeScreenHint } from './homeScreenHint';
import { installApp, useInstall } from './installPrompt';
import { offlineMessages } from './offlineMessages';

const DISMISSED_KEY = 'stillpoint:install-hint-dismissed';

function dismissedBefore(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * A quiet, dismissible hint at the foot of the page: Install where the browser offers it, or on iOS Safari
 * outside the installed app how to add Stillpoint to the home screen. Dismissed once, it stays away (the
 * profile keeps the Install action).
 */
export function InstallHint() {
  const installable = useInstall((state) => state.installable);
  const [ios, setIos] = useState(false);
  const [dismissed, setDismissed] = useState(true);
  const t = offlineMessages.useMessages();
  useEffect(() => {
    setDismissed(dismissedBefore());
    setIos(needsHomeScreenHint(navigator.userAgent, isStandalone(), navigator.maxTouchPoints));
  }, []);
  const wanted = !dismissed && (installable || ios);
  // The last of the notices' turns (shell/noticeTurns.ts): an offer that can always wait.
  const myTurn = useNoticeTurn('install', wanted ? 'showing' : null);
  if (!wanted) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(DISMISSED_KEY, new Date().toISOString());
    } catch {
      // Not kept: the hint comes back next time, nothing worse.
    }
  };
  return (
    <aside className="install-hint" aria-label={t('offline.installRegion')} hidden={!myTurn}>
      {installable ? (
        <>
          <p>{t('offline.installText')}</p>
          <button type="button" className="button button--quiet" onClick={() => void installApp()}>
            {t('offline.install')}
          </button>
        </>
      ) : (
        <p>{t('offline.iosHint')}</p>
      )}
      <button type="button" className="install-hint__close" aria-label={t('offline.dismiss')} onClick={dismiss}>
        ×
      </button>
    </aside>
  );
}
