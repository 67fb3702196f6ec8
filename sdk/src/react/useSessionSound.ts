import { useCallback, useEffect, useRef, useState } from 'react';
import type { AudioEngine } from '../audio';
import type { BreathingConfig } from '../catalog/breathingConfig';
import type { MeditationConfig } from '../catalog/meditationConfig';
import type { SessionRunner } from './useSessionRunner';
import { useValue } from './useValue';

/** Where a runner's sounds come from. */
export interface SessionSoundOptions {
  /** Folder with `assets.json` and the sound files (default `/sounds/`). */
  soundBaseUrl?: string;
}

/**
 * Plays a session's sounds while `enabled`. The audio engine (Tone.js) is imported only then, so a
 * silent runner never downloads it. Sounds are scheduled on the audio clock from the runner, so they
 * stay on time in a hidden tab. Browsers start audio only inside a user gesture, so the engine (and
 * with it the AudioContext) is made once the page has had one: at once after an earlier tap on the
 * page, else inside the first gesture, when it joins the session where it is. It is unlocked again
 * on each tap (`unlock`, called from the runner's interaction handler). `ready` turns true once the
 * engine follows the runner, or waits for that gesture (at once when sound is off): start the session
 * then, so the start bell sounds.
 */
export function useSessionSound(
  session: SessionRunner,
  enabled: boolean,
  config: BreathingConfig | MeditationConfig | null,
  options: SessionSoundOptions = {},
): { unlock: () => void; ready: boolean } {
  const engine = useRef<AudioEngine | null>(null);
  // Which sound setting the engine is ready for: a session waits for it, so the start bell is heard.
  const [readyFor, setReadyFor] = useState<boolean | null>(null);
  const { runner } = session;
  // The same object while its contents are: the engine is made again only for a new config.
  const settingsConfig = useValue(config);
  const { soundBaseUrl } = options;

  useEffect(() => {
    if (!enabled) return undefined;
    let cancelled = false;
    let stop = () => {};
    // Tone.js announces itself in the console when it loads; a host's console is not ours to write in.
    const scope = globalThis as { TONE_SILENCE_LOGGING?: boolean };
    scope.TONE_SILENCE_LOGGING ??= true;
    import('./sessionSound').then(
      ({ playSessionSound }) => {
        if (cancelled) return;
        stop = playSessionSound(runner, settingsConfig, soundBaseUrl, engine);
        setReadyFor(true);
      },
      (error: unknown) => {
        console.error('[stillpoint] The audio engine could not be loaded; the session runs silently.', error);
        if (!cancelled) setReadyFor(true);
      },
    );
    return () => {
      cancelled = true;
      stop();
    };
  }, [enabled, runner, soundBaseUrl, settingsConfig]);

  const unlock = useCallback(() => {
    engine.current?.unlock().catch(() => {});
  }, []);
  return { unlock, ready: !enabled || readyFor === true };
}
