import type { MouseEvent, ReactNode } from 'react';
import { useAuthModal } from '../auth/authModalStore';

/** Where a visitor creates an account: /auth opens "Create account" there (routes/auth.tsx), with or without a page before it. */
export const SIGN_UP_PATH = '/auth?mode=signup';

/** A press the browser should handle itself: a new tab or window, a download, another button than the first. */
const handledByBrowser = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * An action that starts the trial (Try Free, Get Full Access, "Start your 14-day free trial"): a link to
 * SIGN_UP_PATH, so a press on a prerendered page before (or without) the app is the browser's own, answered at once by
 * the page where "Create account" opens; once the app runs, a press opens "Create account" in place instead.
 */
export function SignUpLink({ className = 'button', children }: { readonly className?: string; readonly children: ReactNode }) {
  const showAuth = useAuthModal((state) => state.show);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (handledByBrowser(event)) return;
    event.preventDefault();
    showAuth('register');
  };
  return (
    <a href={SIGN_UP_PATH} className={className} onClick={open}>
      {children}
    </a>
  );
}
