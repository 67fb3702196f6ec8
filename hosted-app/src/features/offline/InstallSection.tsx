import { useEffect, useState } from 'react';
import { isStandalone, needsHomeScreenHint } from './homeScreenHint';
import { installApp, useInstall } from './installPrompt';
import { offlineMessages } from './offlineMessages';

/** The profile's Install action where the browser offers it; on iOS Safari, how to add the app to the home screen. */
export function InstallSection() {
  const installable = useInstall((state) => state.installable);
  const [ios, setIos] = useState(false);
  const t = offlineMessages.useMessages();
  useEffect(() => setIos(needsHomeScreenHint(navigator.userAgent, isStandalone(), navigator.maxTouchPoints)), []);
  if (!installable && !ios) return null;
  return (
    <section aria-labelledby="install-heading" className="stack">
      <h3 id="install-heading">{t('offline.install')}</h3>
      {installable ? (
        <p className="row">
          <span className="muted">{t('offline.installSection')}</span>
          <button type="button" className="button button--ghost" onClick={() => void installApp()}>
            {t('offline.install')}
          </button>
        </p>
      ) : (
        <p className="muted">{t('offline.iosHint')}</p>
      )}
    </section>
  );
}
