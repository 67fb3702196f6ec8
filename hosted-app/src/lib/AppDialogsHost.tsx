import { lazy, Suspense, useEffect } from 'react';
import { useAppDialogs } from './appDialogs';
import { whenIdle } from './whenIdle';

export interface AppDialogProps {
  readonly open: boolean;
  onOpenChange: (open: boolean) => void;
}

const loadAppDialogs = () => import('./AppDialogs');
const AppDialogs = lazy(loadAppDialogs);

/**
 * Mounts the app's dialogs once one is first opened. The list of them (and what each would load) is no part
 * of the first load: it comes when the browser is idle, or with the first dialog opened before then.
 */
export function AppDialogsHost() {
  const wanted = useAppDialogs((state) => state.opened.length > 0);
  useEffect(() => whenIdle(() => void loadAppDialogs()), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppDialogs />
    </Suspense>
  );
}
