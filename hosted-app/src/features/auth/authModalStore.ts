import { create } from 'zustand';

export type AuthMode = 'login' | 'register' | 'forgot';

/** The sign-in modal opens this long after a redirect or a page shows (core-app.md §2), over a drawn page. */
export const SIGN_IN_MODAL_DELAY_MS = 100;

interface AuthModalState {
  readonly open: boolean;
  readonly mode: AuthMode;
  /** Set once the modal was first asked for: from then on it stays mounted (its closing animation, focus return). */
  readonly wanted: boolean;
  /** Where a signed-out visitor was going (a protected screen's path): signing in goes on there. */
  readonly returnTo: string | null;
  show: (mode?: AuthMode, returnTo?: string) => void;
  /** Opens it `SIGN_IN_MODAL_DELAY_MS` from now, whatever screen is showing by then. */
  showSoon: (mode?: AuthMode, returnTo?: string) => void;
  setOpen: (open: boolean) => void;
  setMode: (mode: AuthMode) => void;
}

/** One sign-in modal for the whole app: the header, /auth, protected routes and trial buttons open it. */
export const useAuthModal = create<AuthModalState>()((set, get) => ({
  open: false,
  mode: 'login',
  wanted: false,
  returnTo: null,
  show: (mode = 'login', returnTo) => set({ open: true, mode, wanted: true, returnTo: returnTo ?? null }),
  showSoon: (mode = 'login', returnTo) => {
    setTimeout(() => get().show(mode, returnTo), SIGN_IN_MODAL_DELAY_MS);
  },
  // Closed without signing in: the way back to the protected screen is forgotten with it.
  setOpen: (open) => set(open ? { open } : { open, returnTo: null }),
  setMode: (mode) => set({ mode }),
}));
