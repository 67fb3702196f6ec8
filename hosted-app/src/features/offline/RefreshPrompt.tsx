import { useEffect, useState } from 'react';
import { useNoticeTurn, type NoticeWish } from '../shell/noticeTurns';
import { lastRefresh, recordRefresh, refreshApp } from './refreshApp';
import { REFRESH_PROMPT_DELAY_MS, shouldOfferRefresh } from './refreshRule';
import { activateWaitingWorker, watchWaitingWorker } from './waitingWorker';
import { offlineMessages } from './offlineMessages';

/**
 * Two offers of a newer app, in the notices' first turn (shell/noticeTurns.ts).
 *
 * On every browser, a new version waiting (the service worker's waiting state) is offered as Update, which brings
 * it in and reloads; Later leaves it for the next visit. Neither comes over a running session (`held`).
 *
 * commercial.md §2 and §4: on iPhone, iPad and iPod only, 2 s after load, unless a refresh (or a dismissal) was
 * recorded in the last hour, a banner offers Refresh or Later. iOS keeps installed web apps' files long after an
 * update; this is the way out that does not need the user to know about caches.
 */
export function RefreshPrompt({ held = false }: { readonly held?: boolean }) {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const [refresh, setRefresh] = useState<NoticeWish | null>(null);
  const [updateLater, setUpdateLater] = useState(false);
  const t = offlineMessages.useMessages();
  useEffect(() => watchWaitingWorker(setWaiting), []);
  useEffect(() => {
    // Deciding for the 2 s where the rule may offer it, so the notices after it wait rather than come and go.
    if (shouldOfferRefresh(navigator, lastRefresh(), Date.now())) setRefresh('deciding');
    const timer = setTimeout(() => {
      setRefresh(shouldOfferRefresh(navigator, lastRefresh(), Date.now()) ? 'showing' : null);
      // The decision is made: what a test (or a curious developer) waits for on every device.
      document.documentElement.dataset.refreshPromptChecked = 'true';
    }, REFRESH_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const update = waiting && !updateLater;
  // Held while a session runs full screen: it comes when the session is over.
  const myTurn = useNoticeTurn('update', held ? null : update ? 'showing' : refresh);
  if (held || (!update && refresh !== 'showing')) return null;
  const later = () => {
    if (update) return setUpdateLater(true);
    recordRefresh();
    setRefresh(null);
  };
  return (
    <div className="refresh-prompt" role="region" aria-label={t(update ? 'offline.updateRegion' : 'offline.refreshRegion')} hidden={!myTurn}>
      <p>{t(update ? 'offline.newVersion' : 'offline.refreshText')}</p>
      <div className="refresh-prompt__actions">
        {update ? (
          <button type="button" className="button" onClick={() => activateWaitingWorker(waiting)}>
            {t('offline.update')}
          </button>
        ) : (
          <button type="button" className="button" onClick={() => void refreshApp()}>
            {t('offline.refresh')}
          </button>
        )}
        <button type="button" className="button button--quiet" onClick={later}>
          {t('offline.later')}
        </button>
        <button type="button" className="refresh-prompt__close" aria-label={t('offline.close')} onClick={later}>
          ×
        </button>
      </div>
    </div>
  );
}
