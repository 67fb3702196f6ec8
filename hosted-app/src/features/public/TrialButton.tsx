import { useAuthModal } from '../auth/authModalStore';

/** "Start your 14-day free trial" (commercial.md §2): the sign-in modal in register mode, where the trial starts. */
export function TrialButton({ className = 'button' }: { readonly className?: string }) {
  const showAuth = useAuthModal((state) => state.show);
  return (
    <button type="button" className={className} onClick={() => showAuth('register')}>
      Start your 14-day free trial
    </button>
  );
}
