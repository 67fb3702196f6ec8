import type { BaseContext } from './tone';

interface AudioSessionApi {
  type: string;
}

/**
 * Starts audio; call it inside the user's gesture (a tap or key press): iOS only lets a context start
 * there. Also asks iOS to treat the page as media playback, so the ring/silent switch does not mute it
 * (`navigator.audioSession`, Safari 16.4+), and plays one silent frame, which older iOS needs.
 */
export function unlockAudio(context: BaseContext): Promise<void> {
  const nav = (typeof navigator === 'undefined' ? undefined : navigator) as (Navigator & { audioSession?: AudioSessionApi }) | undefined;
  if (nav?.audioSession) {
    try {
      nav.audioSession.type = 'playback';
    } catch {
      // Older WebKit exposes the object read-only; the ring switch then mutes, which is all we lose.
    }
  }
  const raw = context.rawContext as unknown as BaseAudioContext;
  if (!context.isOffline) {
    const silent = raw.createBufferSource();
    silent.buffer = raw.createBuffer(1, 1, raw.sampleRate);
    silent.connect(raw.destination);
    silent.start();
  }
  return context.resume();
}
