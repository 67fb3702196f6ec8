import { useAuthModal } from '../auth/authModalStore';

/** "Try Stillpoint Free": the sign-in modal in register mode (the 14-day trial starts with the account). */
export function TryFreeButton({ label = 'Try Stillpoint Free' }: { readonly label?: string }) {
  const showAuth = useAuthModal((state) => state.show);
  return (
    <button type="button" className="button" onClick={() => showAuth('register')}>
      {label}
    </button>
  );
}
