import { Suspense, type ComponentType } from 'react';
import { useAppDialogs, type AppDialog } from './appDialogs';
import type { AppDialogProps } from './AppDialogsHost';
import { lazyPart } from './lazyPart';

const DIALOGS: Record<AppDialog, ComponentType<AppDialogProps>> = {
  profile: lazyPart(() => import('../features/profile/ProfileDialog')),
  subscription: lazyPart(() => import('../features/billing/SubscriptionDialog')),
  contact: lazyPart(() => import('../features/support/ContactDialog')),
  payment: lazyPart(() => import('../features/billing/PaymentDialog')),
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
