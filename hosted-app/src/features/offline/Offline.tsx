import { lazy, Suspense, useEffect, useState } from 'react';
import { captureInstallPrompt } from './installPrompt';
import { registerServiceWorker } from './registerServiceWorker';

const OfflineHost = lazy(() => import('./OfflineHost'));

/**
 * The service worker, registered once the page has loaded, and the offline banner and the install and refresh
 * prompts (OfflineHost, its own chunk), rendered after hydration only: no prerendered page carries them.
 */
export function Offline() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    captureInstallPrompt();
    registerServiceWorker();
    setMounted(true);
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <OfflineHost />
    </Suspense>
  ) : null;
}
