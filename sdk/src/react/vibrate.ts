/** A short buzz on each phase change; a longer pattern when the session completes. */
export const PHASE_VIBRATION = 40;
export const COMPLETE_VIBRATION = [80, 60, 80];

/** Vibrates where the device can (not Safari or iOS: feature-detected, never assumed). */
export function vibrate(pattern: number | number[]): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return false;
  // Chrome refuses (and logs) a vibration before the first tap on the page: skip it quietly.
  if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return false;
  try {
    return navigator.vibrate(pattern);
  } catch {
    return false;
  }
}
