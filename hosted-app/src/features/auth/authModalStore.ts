import { create } from 'zustand';

export type AuthMode = 'login' | 'register' | 'forgot';

/** The sign-in modal opens this long after a redirect or a page shows (core-app.md §2), over a drawn page. */
export const SIGN_IN_MODAL_DELAY_MS = 100;

interface AuthModalState {
  readonly open: boolean;
  readonly mode: AuthMode;
  /** Set once the modal was first asked for: from then on it stays mounted (its closing animation, focus return). */
  readonly wanted: boolean;
  show(mode?: AuthMode): void;
  /** Opens it `SIGN_IN_MODAL_DELAY_MS` from now, whatever screen is showing by then. */
  showSoon(mode?: AuthMode): void;
  setOpen(open: boolean): void;
  setMode(mode: AuthMode): void;
}

/** One sign-in modal for the whole app: the header, /auth, protected routes and trial buttons open it. */
export const useAuthModal = create<AuthModalState>()((set, get) => ({
  open: false,
  mode: 'login',
  wanted: false,
  show: (mode = 'login') => set({ open: true, mode, wanted: true }),
  showSoon: (mode = 'login') => {
    setTimeout(() => get().show(mode), SIGN_IN_MODAL_DELAY_MS);
  },
  setOpen: (open) => set({ open }),
  setMode: (mode) => set({ mode }),
}));
