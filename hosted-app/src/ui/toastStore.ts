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
/**
 * Standing toasts (no timeout: a warning that stays until it is no longer true, as "Storage full or not allowed")
 * that a newer toast took the place of, newest first: each comes back when the toast above it closes, unless it was
 * dismissed meanwhile. With one toast on screen at a time (§9), a passing notice would otherwise bury it for good.
 */
let waiting: readonly ShownToast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ShownToast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

const standing = (shown: ShownToast) => shown.durationMs === Infinity;

export function dismissToast(id: number): void {
  if (waiting.some((shown) => shown.id === id)) {
    waiting = waiting.filter((shown) => shown.id !== id);
    return;
  }
  const [back, ...rest] = waiting;
  const comesBack = back !== undefined && visibleToast()?.id === id;
  if (comesBack) waiting = rest;
  const closed = toasts.map((shown) => (shown.id === id ? { ...shown, open: false } : shown));
  // A standing toast comes back beside the closing one (every other is closed now), so its exit and the focus's return finish undisturbed.
  publish(comesBack ? [back, ...closed] : closed);
  setTimeout(() => publish(toasts.filter((shown) => shown.id !== id)), TOAST_REMOVE_DELAY_MS);
}

/** Shows a toast; the newest replaces any other, since only one is visible at a time (a standing one comes back after it). */
export function toast(input: ToastInput): number {
  const id = nextId++;
  const displaced = visibleToast();
  if (displaced && standing(displaced)) waiting = [displaced, ...waiting];
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** The toast on screen, if one is. */
export function visibleToast(): ShownToast | undefined {
  return toasts.find((shown) => shown.open);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly ShownToast[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
