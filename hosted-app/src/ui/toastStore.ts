import { create } from 'zustand';

/** core-app.md §9: one toast visible at a time, 5 s unless a call says otherwise. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** A dismissed toast stays in the list (closed) this long, so its exit animation and focus return finish undisturbed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
  /** A link the toast offers (the upgrade path after a 402). */
  action?: { label: string; to: string };
}

export interface ShownToast extends ToastInput {
  id: number;
  open: boolean;
}

interface ToastState {
  /** The toasts shown, and those closed a moment ago whose exit still plays (at most TOAST_LIMIT open). */
  readonly toasts: readonly ShownToast[];
  /**
   * Standing toasts (no timeout: a warning that stays until it is no longer true, as "Storage full or not allowed")
   * that a newer toast took the place of, newest first: each comes back when the toast above it closes, unless it was
   * dismissed meanwhile. With one toast on screen at a time (§9), a passing notice would otherwise bury it for good.
   */
  readonly waiting: readonly ShownToast[];
}

const useToastStore = create<ToastState>()(() => ({ toasts: [], waiting: [] }));
let nextId = 1;

const standing = (shown: ShownToast) => shown.durationMs === Infinity;

export function dismissToast(id: number): void {
  const { toasts, waiting } = useToastStore.getState();
  if (waiting.some((shown) => shown.id === id)) {
    useToastStore.setState({ waiting: waiting.filter((shown) => shown.id !== id) });
    return;
  }
  const [back, ...rest] = waiting;
  const comesBack = back !== undefined && visibleToast()?.id === id;
  const closed = toasts.map((shown) => (shown.id === id ? { ...shown, open: false } : shown));
  // A standing toast comes back beside the closing one (every other is closed now), so its exit and the focus's return finish undisturbed.
  useToastStore.setState(comesBack ? { toasts: [back, ...closed], waiting: rest } : { toasts: closed });
  setTimeout(() => useToastStore.setState((state) => ({ toasts: state.toasts.filter((shown) => shown.id !== id) })), TOAST_REMOVE_DELAY_MS);
}

/** Shows a toast; the newest replaces any other, since only one is visible at a time (a standing one comes back after it). */
export function toast(input: ToastInput): number {
  const id = nextId++;
  const displaced = visibleToast();
  useToastStore.setState(({ toasts, waiting }) => ({
    toasts: [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT),
    waiting: displaced && standing(displaced) ? [displaced, ...waiting] : waiting,
  }));
  return id;
}

/** The toast on screen, if one is. */
export function visibleToast(): ShownToast | undefined {
  return useToastStore.getState().toasts.find((shown) => shown.open);
}

export function useToasts(): readonly ShownToast[] {
  return useToastStore((state) => state.toasts);
}
