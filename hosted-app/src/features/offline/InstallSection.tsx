import { useEffect, useState } from 'react';
import { isStandalone, needsHomeScreenHint } from './homeScreenHint';
import { installApp, useInstall } from './installPrompt';

/** The profile's Install action where the browser offers it; on iOS Safari, how to add the app to the home screen. */
export function InstallSection() {
  const installable = useInstall((state) => state.installable);
  const [ios, setIos] = useState(false);
  useEffect(() => setIos(needsHomeScreenHint(navigator.userAgent, isStandalone(), navigator.maxTouchPoints)), []);
  if (!installable && !ios) return null;
  return (
    <section aria-labelledby="install-heading" className="stack">
      <h3 id="install-heading">Install</h3>
      {installable ? (
        <p className="row">
          <span className="muted">Open Stillpoint like an app, also offline.</span>
          <button type="button" className="button button--ghost" onClick={() => void installApp()}>
            Install
          </button>
        </p>
      ) : (
        <p className="muted">
          To install Stillpoint, tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.
        </p>
      )}
    </section>
  );
}
