import { Suspense, useEffect, useState } from 'react';
import { afterFirstScreen } from '../../lib/whenIdle';
import { captureInstallPrompt } from './installPrompt';
import { lazyPart } from '../../lib/lazyPart';

const OfflineHost = lazyPart(() => import('./OfflineHost'));

/**
 * The service worker's registration and the offline banner and the install and refresh prompts (OfflineHost,
 * its own chunk), rendered after hydration only: no prerendered page carries them. The host (and the offline
 * cache's code and the registration it brings) loads once the first screen is shown, not before it: the
 * signed-in home's first screen would otherwise wait on it on a slow phone (hosted-app/README.md, Decisions).
 * Only the install prompt's listener is here from the start: the browser fires that event once.
 */
export function Offline() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    captureInstallPrompt();
    return afterFirstScreen(() => setMounted(true));
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <OfflineHost />
    </Suspense>
  ) : null;
}
