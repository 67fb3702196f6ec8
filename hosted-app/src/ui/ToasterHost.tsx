import { Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../lib/whenIdle';
import { lazyPart } from '../lib/lazyPart';

const Toaster = lazyPart(() => import('./Toaster'));

/**
 * The toast region loads once the first screen is up (after the browser's next idle moment), so it is
 * no part of the first load; a toast asked for before then waits in the store and shows when it lands.
 */
export function ToasterHost() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true), 1500), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
