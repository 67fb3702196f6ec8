import { create } from 'zustand';

/** The app-wide dialogs the header menu, the footer and the screens open (each loads on first use). */
export type AppDialog = 'profile' | 'subscription' | 'contact';

interface AppDialogState {
  readonly current: AppDialog | null;
  /** The dialogs opened so far: they stay mounted, so closing animates and focus returns where it was. */
  readonly opened: readonly AppDialog[];
  show(dialog: AppDialog): void;
  close(): void;
}

export const useAppDialogs = create<AppDialogState>()((set) => ({
  current: null,
  opened: [],
  show: (dialog) => set((state) => ({ current: dialog, opened: state.opened.includes(dialog) ? state.opened : [...state.opened, dialog] })),
  close: () => set({ current: null }),
}));
