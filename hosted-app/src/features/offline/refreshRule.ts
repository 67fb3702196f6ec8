/** commercial.md §2 and §9: the refresh prompt waits 2 s after load and comes at most once an hour. */
export const REFRESH_PROMPT_DELAY_MS = 2000;
export const REFRESH_INTERVAL_MS = 60 * 60 * 1000;
/** The local key that records the last refresh (or dismissal) time. */
export const LAST_REFRESH_KEY = 'stillpoint:last-refresh';

/** iPhone, iPad and iPod only; an iPad that reports itself as a Mac (iPadOS 13+) is told apart by its touch points. */
export function isIosDevice(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/**
 * Whether the refresh prompt is offered now: on an iOS device, when no refresh was recorded in the last hour
 * (`lastRefresh` is the recorded time in ms, or null; a value that is not a time counts as none).
 */
export function shouldOfferRefresh(device: { userAgent: string; maxTouchPoints?: number }, lastRefresh: number | null, now: number): boolean {
  if (!isIosDevice(device.userAgent, device.maxTouchPoints)) return false;
  if (lastRefresh === null || !Number.isFinite(lastRefresh)) return true;
  return now - lastRefresh >= REFRESH_INTERVAL_MS || lastRefresh > now;
}
