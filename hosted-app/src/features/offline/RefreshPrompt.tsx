import { useEffect, useState } from 'react';
import { lastRefresh, recordRefresh, refreshApp } from './refreshApp';
import { REFRESH_PROMPT_DELAY_MS, shouldOfferRefresh } from './refreshRule';

/**
 * commercial.md §2 and §4: on iPhone, iPad and iPod only, 2 s after load, unless a refresh (or a dismissal)
 * was recorded in the last hour, a banner offers Refresh or Later. iOS keeps installed web apps' files long
 * after an update; this is the way out that does not need the user to know about caches.
 */
export function RefreshPrompt() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (shouldOfferRefresh(navigator, lastRefresh(), Date.now())) setShown(true);
      // The decision is made: what a test (or a curious developer) waits for on every device.
      document.documentElement.dataset.refreshPromptChecked = 'true';
    }, REFRESH_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  const later = () => {
    recordRefresh();
    setShown(false);
  };
  return (
    <div className="refresh-prompt" role="region" aria-label="Refresh the app">
      <p>Refresh to get the latest version of Stillpoint.</p>
      <div className="refresh-prompt__actions">
        <button type="button" className="button" onClick={() => void refreshApp()}>
          Refresh
        </button>
        <button type="button" className="button button--quiet" onClick={later}>
          Later
        </button>
        <button type="button" className="refresh-prompt__close" aria-label="Close" onClick={later}>
          ×
        </button>
      </div>
    </div>
  );
}
