import { vi } from 'vitest';

/** A wake lock sentinel as the browser hands it out; `release()` fires "release" like the real one. */
export class FakeWakeLockSentinel extends EventTarget {
  readonly type = 'screen';
  released = false;
  onrelease = null;
  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    this.dispatchEvent(new Event('release'));
  }
}

/** jsdom has no Screen Wake Lock API: install one whose answers a test controls. */
export function installWakeLock() {
  const sentinels: FakeWakeLockSentinel[] = [];
  const control = { refuse: false };
  const request = vi.fn(async (type: string) => {
    if (type !== 'screen') throw new TypeError(`Unknown wake lock type ${type}`);
    if (control.refuse) throw new DOMException('Wake lock refused', 'NotAllowedError');
    const sentinel = new FakeWakeLockSentinel();
    sentinels.push(sentinel);
    return sentinel;
  });
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
  return {
    request,
    sentinels,
    control,
    held: () => sentinels.filter((s) => !s.released).length,
    uninstall: () => Reflect.deleteProperty(navigator, 'wakeLock'),
  };
}

/** Hide or show the page as a browser does when the tab is switched. */
export function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** jsdom has no Media Session API either. */
export function installMediaSession() {
  const handlers = new Map<string, (() => void) | null>();
  const session = {
    metadata: null as { title: string; artist: string; artwork: unknown } | null,
    playbackState: 'none' as MediaSessionPlaybackState,
    setActionHandler: vi.fn((action: string, handler: (() => void) | null) => {
      handlers.set(action, handler);
    }),
  };
  class MediaMetadataFake {
    title: string;
    artist: string;
    artwork: unknown;
    constructor(init: { title: string; artist: string; artwork: unknown }) {
      this.title = init.title;
      this.artist = init.artist;
      this.artwork = init.artwork;
    }
  }
  Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
  vi.stubGlobal('MediaMetadata', MediaMetadataFake);
  return {
    session,
    handlers,
    uninstall: () => {
      Reflect.deleteProperty(navigator, 'mediaSession');
      vi.unstubAllGlobals();
    },
  };
}
