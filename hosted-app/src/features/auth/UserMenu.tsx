import { lazy, Suspense, useEffect, useState } from 'react';
import { useShownPrerendered } from '../../lib/useShownPrerendered';
import { whenIdle } from '../../lib/whenIdle';
import { AccountButton } from './AccountButton';
import { useAuth } from './userStore';
import { useMessages } from '../../i18n/useMessages';

const loadAccountMenu = () => import('./AccountMenu');
const AccountMenu = lazy(loadAccountMenu);

/**
 * The header's account corner: Sign In for visitors (a plain link: the server's /api/login sends them on
 * to /auth), and for a signed-in user the account menu (Profile, Subscription, Logout; core-app.md §2).
 * In the app nothing shows while the auth state loads, so a signed-in user never sees Sign In flash by. A
 * prerendered public page shows Sign In: it runs no script until the visitor presses something, and the link
 * works without one (a signed-in reader who follows it lands on their home).
 *
 * The menu's code (Radix, its positioning) is no part of the first load: it is fetched once the browser
 * is idle, and at once if the button is pressed before that, in which case the menu opens when it lands.
 */
export function UserMenu({ signInLabel }: { /** Sign In in the page's own language (a public page's words), else the app's. */ readonly signInLabel?: string } = {}) {
  const auth = useAuth();
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);
  const signedIn = auth.status === 'signedIn';
  const prerendered = useShownPrerendered();
  const t = useMessages();

  useEffect(() => {
    if (!signedIn) return;
    let cancelled = false;
    // A fetch that fails (the connection gone before the worker keeps the code) costs nothing: the button stays, and a
    // press asks for the menu's code again.
    const cancelIdle = whenIdle(() => void loadAccountMenu().then(() => cancelled || setReady(true), () => undefined));
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [signedIn]);

  if (auth.status === 'loading' && !prerendered) return <span className="user-menu__placeholder" aria-hidden="true" />;
  if (auth.status !== 'signedIn') {
    return (
      <a className="button button--small" href="/api/login">
        {signInLabel ?? t('shell.signIn')}
      </a>
    );
  }

  const { user } = auth;
  const face = { user, initial: (user.firstName.trim()[0] ?? user.email[0] ?? '?').toUpperCase() };
  // Pressed on the pointer's way down, as Radix's trigger opens: a press whose up lands after the menu's code has
  // replaced this button (its click then reaches no one) still opens it. Click stays for the keyboard. The open state
  // is held here, not read once when the menu mounts: the idle load may mount the menu between the press and the moment
  // its own wait for the code ends, and the press must open it all the same. The menu is rendered once its code is
  // here: a press while it cannot be fetched leaves the button, and the next press asks again.
  const pressed = () =>
    void loadAccountMenu().then(
      () => {
        setOpen(true);
        setReady(true);
      },
      () => undefined,
    );
  const placeholder = <AccountButton {...face} onPointerDown={pressed} onClick={pressed} />;
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu {...face} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
