import { useEffect, useRef } from 'react';

export interface MediaSessionOptions {
  /** Publish the session while true; clear it when false. */
  active: boolean;
  playing: boolean;
  title: string;
  artwork?: MediaImage[];
  onPlay?: () => void;
  onPause?: () => void;
  onStop?: () => void;
}

/** A small calm mark, inline so the widgets need no extra download; hosts pass their own icons. */
export const DEFAULT_ARTWORK: MediaImage[] = [
  {
    src: `data:image/svg+xml,${encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#0f1724"/><circle cx="48" cy="48" r="30" fill="#7dd3c0" fill-opacity=".35" stroke="#7dd3c0" stroke-width="3"/></svg>',
    )}`,
    sizes: '96x96',
    type: 'image/svg+xml',
  },
];

const ACTIONS = ['play', 'pause', 'stop'] as const;

/**
 * Lock-screen and notification-area controls while a session plays (the Media Session API):
 * title, artwork, play, pause and stop. Feature-detected; cleared when the session ends.
 */
export function useMediaSession({ active, playing, title, artwork = DEFAULT_ARTWORK, onPlay, onPause, onStop }: MediaSessionOptions): void {
  const handlers = useRef({ onPlay, onPause, onStop });
  useEffect(() => {
    handlers.current = { onPlay, onPause, onStop };
  });
  const supported = typeof navigator !== 'undefined' && 'mediaSession' in navigator && Boolean(navigator.mediaSession);

  useEffect(() => {
    if (!supported || !active) return undefined;
    const session = navigator.mediaSession;
    if (typeof MediaMetadata === 'function') {
      session.metadata = new MediaMetadata({ title, artist: 'Stillpoint', artwork });
    }
    const run: Record<(typeof ACTIONS)[number], () => void> = {
      play: () => handlers.current.onPlay?.(),
      pause: () => handlers.current.onPause?.(),
      stop: () => handlers.current.onStop?.(),
    };
    for (const action of ACTIONS) {
      try {
        session.setActionHandler(action, run[action]);
      } catch {
        // A browser that does not know an action throws; the others still work.
      }
    }
    return () => {
      for (const action of ACTIONS) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
      session.metadata = null;
      session.playbackState = 'none';
    };
  }, [supported, active, title, artwork]);

  useEffect(() => {
    if (supported && active) navigator.mediaSession.playbackState = playing ? 'playing' : 'paused';
  }, [supported, active, playing]);
}
