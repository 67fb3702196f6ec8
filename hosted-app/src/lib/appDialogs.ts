import { create } from 'zustand';

/** The app-wide dialogs the header menu, the footer and the screens open (each loads on first use). */
export type AppDialog = 'profile' | 'subscription' | 'contact' | 'payment';

/** commercial.md §9: the payment modal opens 1 s after "Account created!". */
export const PAYMENT_MODAL_DELAY_MS = 1000;

interface AppDialogState {
  readonly current: AppDialog | null;
  /** A dialog about to open (showAfter): the first-visit overlay waits for it rather than flash and go. */
  readonly pending: AppDialog | null;
  /** The dialogs opened so far: they stay mounted, so closing animates and focus returns where it was. */
  readonly opened: readonly AppDialog[];
  show: (dialog: AppDialog) => void;
  showAfter: (dialog: AppDialog, delayMs: number) => void;
  close: () => void;
  /** Closes whatever is open or about to open (logout: nothing of the last user's follows). */
  reset: () => void;
}

export const useAppDialogs = create<AppDialogState>()((set) => ({
  current: null,
  pending: null,
  opened: [],
  show: (dialog) => set((state) => ({ current: dialog, pending: null, opened: state.opened.includes(dialog) ? state.opened : [...state.opened, dialog] })),
  showAfter: (dialog, delayMs) => {
    set({ pending: dialog });
    setTimeout(() => {
      if (useAppDialogs.getState().pending === dialog) useAppDialogs.getState().show(dialog);
    }, delayMs);
  },
  close: () => set({ current: null }),
  reset: () => set({ current: null, pending: null }),
}));
