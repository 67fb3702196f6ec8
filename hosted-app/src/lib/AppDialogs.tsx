import { lazy, Suspense, type ComponentType } from 'react';
import { useAppDialogs, type AppDialog } from './appDialogs';
import type { AppDialogProps } from './AppDialogsHost';

const DIALOGS: Record<AppDialog, ComponentType<AppDialogProps>> = {
  profile: lazy(() => import('../features/profile/ProfileDialog')),
  subscription: lazy(() => import('../features/billing/SubscriptionDialog')),
  contact: lazy(() => import('../features/support/ContactDialog')),
  payment: lazy(() => import('../features/billing/PaymentDialog')),
};

/** Renders each app dialog from the first time it is opened; each is its own chunk. */
export default function AppDialogs() {
  const { current, opened, close } = useAppDialogs();
  return (
    <Suspense fallback={null}>
      {opened.map((name) => {
        const Dialog = DIALOGS[name];
        return <Dialog key={name} open={current === name} onOpenChange={(open) => open || close()} />;
      })}
    </Suspense>
  );
}
