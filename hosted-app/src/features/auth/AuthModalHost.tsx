import { Suspense } from 'react';
import { useAuthModal } from './authModalStore';
import { lazyPart } from '../../lib/lazyPart';

const AuthModal = lazyPart(() => import('./AuthModal'));

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
