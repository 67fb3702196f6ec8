import { Suspense, type ComponentType } from 'react';
import { useAppDialogs, type AppDialog } from './appDialogs';
import type { AppDialogProps } from './AppDialogsHost';
import { lazyPart } from './lazyPart';
import { PartUnavailable } from './PartUnavailable';

/** While a dialog's code has not arrived: opened, it says why it does not show. */
function DialogUnavailable({ open, onOpenChange }: AppDialogProps) {
  return open ? <PartUnavailable onClose={() => onOpenChange(false)} /> : null;
}

const DIALOGS: Record<AppDialog, ComponentType<AppDialogProps>> = {
  profile: lazyPart(() => import('../features/profile/ProfileDialog'), DialogUnavailable),
  subscription: lazyPart(() => import('../features/billing/SubscriptionDialog'), DialogUnavailable),
  contact: lazyPart(() => import('../features/support/ContactDialog'), DialogUnavailable),
  payment: lazyPart(() => import('../features/billing/PaymentDialog'), DialogUnavailable),
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
