import { useEffect, useState } from 'react';
import { offlineMessages } from '../offline/offlineMessages';
import { isSafari } from './isSafari';
import { useNoticeTurn } from './noticeTurns';

/** The session-storage flag that remembers the banner was acknowledged (core-app.md §9). */
export const AUDIO_WARNING_FLAG = 'stillpoint:audio-warning-acknowledged';

/**
 * "Audio Notifications Limited" (core-app.md §2, §9): Safari stops Web Audio when the screen locks and, on
 * iPhone, may follow the silent switch; said once per browser session, dismissed with a flag. The shell
 * loads it once the first screen is shown; it shows on Safari only.
 */
export default function AudioLimitBanner() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setShown(isSafari(navigator.userAgent) && window.sessionStorage.getItem(AUDIO_WARNING_FLAG) !== '1');
  }, []);
  // The notices' second turn (noticeTurns.ts): after a new version, before the install hint.
  const myTurn = useNoticeTurn('audio-limits', shown ? 'showing' : null);
  const t = offlineMessages.useMessages();
  if (!shown) return null;
  return (
    <aside className="notice" role="note" aria-labelledby="audio-limit-title" hidden={!myTurn}>
      <div>
        <p id="audio-limit-title" className="notice__title">
          {t('offline.audioTitle')}
        </p>
        <p className="notice__text">{t('offline.audioText')}</p>
      </div>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => {
          window.sessionStorage.setItem(AUDIO_WARNING_FLAG, '1');
          setShown(false);
        }}
      >
        {t('offline.gotIt')}
      </button>
    </aside>
  );
}
