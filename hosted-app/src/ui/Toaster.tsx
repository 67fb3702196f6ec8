import * as Toast from '@radix-ui/react-toast';
import { Link } from 'react-router';
import { useMessages } from '../i18n/useMessages';
import { dismissToast, TOAST_DURATION_MS, useToasts } from './toastStore';

/** Swiping a toast right by this many pixels dismisses it (core-app.md §9). */
const SWIPE_THRESHOLD_PX = 50;

/**
 * The notification region (core-app.md §9): swipe right to dismiss, F8 focuses it. Destructive toasts are
 * announced assertively (type "foreground"); the others politely.
 */
export default function Toaster() {
  const t = useMessages();
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {toasts.map(({ id, title, description, variant = 'default', durationMs, action, open }) => (
        <Toast.Root
          key={id}
          className={`toast toast--${variant}`}
          open={open}
          onOpenChange={(stillOpen) => stillOpen || dismissToast(id)}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          {...(durationMs === undefined ? {} : { duration: durationMs })}
        >
          <div className="toast__text">
            <Toast.Title className="toast__title">{title}</Toast.Title>
            {description && <Toast.Description className="toast__description">{description}</Toast.Description>}
            {action && (
              <Toast.Action altText={action.label} asChild>
                <Link to={action.to} className="toast__action" onClick={() => dismissToast(id)}>
                  {action.label}
                </Link>
              </Toast.Action>
            )}
          </div>
          <Toast.Close className="toast__close" aria-label={t('common.dismissNotification')}>
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* A live region (aria-live "off", the default's own politeness): a modal dialog's aria-hidden leaves live regions
          out, so a toast over the dialog that showed it (Profile's "Settings updated") stays reachable, × included. */}
      <Toast.Viewport className="toast-viewport" hotkey={['F8']} aria-live="off" />
    </Toast.Provider>
  );
}
