import { useEffect, useState } from 'react';
import { useNoticeTurn } from '../shell/noticeTurns';
import { isStandalone, needsHomeScreenHint } from './homeScreenHint';
import { installApp, useInstall } from './installPrompt';

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
    <aside className="install-hint" aria-label="Install Stillpoint" hidden={!myTurn}>
      {installable ? (
        <>
          <p>Install Stillpoint to open it like an app, also offline.</p>
          <button type="button" className="button button--quiet" onClick={() => void installApp()}>
            Install
          </button>
        </>
      ) : (
        <p>
          To install Stillpoint, tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.
        </p>
      )}
      <button type="button" className="install-hint__close" aria-label="Dismiss" onClick={dismiss}>
        ×
      </button>
    </aside>
  );
}
