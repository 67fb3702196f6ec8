import { Suspense } from 'react';
import { useAuthModal } from './authModalStore';
import { lazyPart } from '../../lib/lazyPart';
import { PartUnavailable } from '../../lib/PartUnavailable';

/** While the modal's code has not arrived: asked for, it says why it does not open. */
function AuthModalUnavailable() {
  const { open, setOpen } = useAuthModal();
  return open ? <PartUnavailable onClose={() => setOpen(false)} /> : null;
}

const AuthModal = lazyPart(() => import('./AuthModal'), AuthModalUnavailable);

/** Mounts the sign-in modal once it is first asked for: visitors who never sign in never load it. */
export function AuthModalHost() {
  const wanted = useAuthModal((state) => state.wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  );
}
