/**
 * Whether this browser can receive web push, and why not (commercial.md §4, §5: push needs service workers, the Push
 * API and notifications). Pure: `environmentOf` reads the browser once; the rule is testable in Node.
 */
export interface PushEnvironment {
  readonly serviceWorker: boolean;
  readonly pushManager: boolean;
  readonly notification: boolean;
  /** iPhone, iPad or iPod (an iPad's Safari says Macintosh, and has touch). */
  readonly ios: boolean;
  /** Opened from the Home Screen (display-mode standalone, or Safari's navigator.standalone). */
  readonly standalone: boolean;
}

/**
 * - `supported`: all three APIs are there.
 * - `ios-browser`: iOS in a browser tab: Safari gives web push only to a web app added to the Home Screen (iOS 16.4+).
 * - `unsupported`: anything else without them (an older iOS home-screen app, an old browser).
 */
export type PushSupport = 'supported' | 'ios-browser' | 'unsupported';

export function pushSupport(environment: PushEnvironment): PushSupport {
  if (environment.serviceWorker && environment.pushManager && environment.notification) return 'supported';
  return environment.ios && !environment.standalone ? 'ios-browser' : 'unsupported';
}

export function environmentOf(): PushEnvironment {
  const touchMac = navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1;
  return {
    serviceWorker: 'serviceWorker' in navigator,
    pushManager: 'PushManager' in window,
    notification: 'Notification' in window,
    ios: /iPhone|iPad|iPod/.test(navigator.userAgent) || touchMac,
    standalone: window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true,
  };
}

/** ISO weekdays (1 = Monday), in week order; the reminder's day buttons show each by its short name as Intl writes it. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The reminder's days with `day` turned on or off, in week order; the last day cannot be turned off (the API needs one). */
export function toggleDay(days: readonly number[], day: number): number[] {
  const next = days.includes(day) ? days.filter((other) => other !== day) : [...days, day];
  return next.length === 0 ? [...days] : next.sort((a, b) => a - b);
}

/** The VAPID key as PushManager.subscribe takes it (applicationServerKey: the raw bytes of the base64url text). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}
