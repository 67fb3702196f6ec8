import { useEffect, useState } from 'react';
import { useUser } from '../api/useUser';
import { AuthModal } from '../auth/AuthModal';
import { HomePage } from './HomePage';

/** The sign-in modal opens this long after the page shows (core-app.md §2), so it appears over a drawn page. */
export const SIGN_IN_MODAL_DELAY_MS = 100;

/** /auth, where the server's /api/login sends visitors: home for the signed-in, home with the sign-in modal for the rest. */
export function AuthPage() {
  const { user, isLoading } = useUser();
  const [open, setOpen] = useState(false);
  const signedOut = !isLoading && !user;

  useEffect(() => {
    if (!signedOut) return;
    const timer = setTimeout(() => setOpen(true), SIGN_IN_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedOut]);

  if (isLoading) return <p className="loading">Loading…</p>;
  return (
    <>
      <HomePage />
      {signedOut && <AuthModal open={open} onOpenChange={setOpen} />}
    </>
  );
}
