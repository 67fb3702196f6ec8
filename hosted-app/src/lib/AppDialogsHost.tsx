import { Suspense, useEffect } from 'react';
import { useAppDialogs } from './appDialogs';
import { whenIdle } from './whenIdle';
import { lazyPart } from './lazyPart';
import { PartUnavailable } from './PartUnavailable';

export interface AppDialogProps {
  readonly open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** While the list's code has not arrived: a dialog opened says why it does not show. */
function AppDialogsUnavailable() {
  const { current, close } = useAppDialogs();
  return current ? <PartUnavailable onClose={close} /> : null;
}

const loadAppDialogs = () => import('./AppDialogs');
const AppDialogs = lazyPart(loadAppDialogs, AppDialogsUnavailable);

/**
 * Mounts the app's dialogs once one is first opened. The list of them (and what each would load) is no part
 * of the first load: it comes when the browser is idle, or with the first dialog opened before then.
 */
export function AppDialogsHost() {
  const wanted = useAppDialogs((state) => state.opened.length > 0);
  // Fetched ahead when it can be; a dialog opened when it could not asks for it again.
  useEffect(() => whenIdle(() => void loadAppDialogs().catch(() => undefined)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppDialogs />
    </Suspense>
  );
}
