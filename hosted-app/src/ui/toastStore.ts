import { useSyncExternalStore } from 'react';

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

let toasts: readonly ShownToast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ShownToast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  publish(toasts.map((shown) => (shown.id === id ? { ...shown, open: false } : shown)));
  setTimeout(() => publish(toasts.filter((shown) => shown.id !== id)), TOAST_REMOVE_DELAY_MS);
}

/** Shows a toast; the newest replaces any other, since only one is visible at a time. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly ShownToast[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
