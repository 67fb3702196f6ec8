import { useCallback, useEffect, useRef, useState } from 'react';
import type { AudioEngine, AudioSession, AudioSessionOptions } from '../audio';
import type { BreathingConfig } from '../catalog/breathingConfig';
import type { MeditationConfig } from '../catalog/meditationConfig';
import type { Plan } from '../core/types';
import type { SessionRunner } from './useSessionRunner';
import { useValue } from './useValue';

/** Where a runner's sounds come from. */
export interface SessionSoundOptions {
  /** Folder with `assets.json` and the sound files (default `/sounds/`). */
  soundBaseUrl?: string;
}

/** The audio engine's settings for a session, from its config (the ambient, breathing cues, fades). */
export function audioOptionsFor(plan: Plan, config: BreathingConfig | MeditationConfig | null): AudioSessionOptions {
  const fades = { fadeInMs: plan.fadeIn ?? 0, fadeOutMs: plan.fadeOut ?? 0 };
  if (!config) return { ...fades, cues: (plan.cueSound ?? null) !== null };
  if (plan.kind === 'breathing' && 'notificationsEnabled' in config) {
    return { ...fades, ambient: config.ambient, cues: config.notificationsEnabled };
  }
  return { ...fades, ambient: config.ambient };
}

/** Events that let a page start audio (Chrome grants it on keydown, mousedown, pointerup, touchend, click). */
const GESTURES = ['pointerdown', 'pointerup', 'touchend', 'click', 'keydown'] as const;

/** Whether the page may start audio now: after any gesture on it (or where the browser cannot tell). */
function mayStartAudio(): boolean {
  const activation = typeof navigator === 'undefined' ? undefined : navigator.userActivation;
  return !activation || activation.hasBeenActive;
}

/**
 * Calls `begin` inside the page's first gesture that lets it start audio; returns what stops waiting.
 * An AudioContext made before one cannot start, and the browser says so in the host's console.
 */
function onFirstGesture(begin: () => void): () => void {
  const stop = () => {
    for (const type of GESTURES) document.removeEventListener(type, onGesture, true);
  };
  function onGesture() {
    if (!mayStartAudio()) return;
    stop();
    begin();
  }
  for (const type of GESTURES) document.addEventListener(type, onGesture, true);
  return stop;
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
    let audio: AudioSession | null = null;
    let created: AudioEngine | null = null;
    let stopWaiting = () => {};
    // Tone.js announces itself in the console when it loads; a host's console is not ours to write in.
    const scope = globalThis as { TONE_SILENCE_LOGGING?: boolean };
    scope.TONE_SILENCE_LOGGING ??= true;
    import('../audio').then(
      ({ AudioEngine: Engine }) => {
        if (cancelled) return;
        const begin = () => {
          created = new Engine(soundBaseUrl ? { baseUrl: soundBaseUrl } : {});
          engine.current = created;
          created.unlock().catch(() => {
            // Refused all the same (an old browser): the next tap unlocks it.
          });
          const settings = audioOptionsFor(runner.plan, settingsConfig);
          void created.load(created.soundsFor(runner.plan, settings));
          audio = created.followRunner(runner, settings);
        };
        if (mayStartAudio()) begin();
        else stopWaiting = onFirstGesture(begin);
        setReadyFor(true);
      },
      (error: unknown) => {
        console.error('[stillpoint] The audio engine could not be loaded; the session runs silently.', error);
        if (!cancelled) setReadyFor(true);
      },
    );
    return () => {
      cancelled = true;
      stopWaiting();
      audio?.dispose();
      created?.dispose();
      engine.current = null;
    };
  }, [enabled, runner, soundBaseUrl, settingsConfig]);

  const unlock = useCallback(() => {
    engine.current?.unlock().catch(() => {});
  }, []);
  return { unlock, ready: !enabled || readyFor === true };
}
