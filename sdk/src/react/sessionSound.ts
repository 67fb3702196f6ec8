import { AudioEngine, type AudioSession, type AudioSessionOptions } from '../audio';
import type { BreathingConfig } from '../catalog/breathingConfig';
import type { MeditationConfig } from '../catalog/meditationConfig';
import type { Runner } from '../core/createRunner';
import type { Plan } from '../core/types';

// What useSessionSound runs once sound is on, in the chunk of the audio engine: a silent runner loads none of it.

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
 * Makes the audio engine for `runner` (in `engine` while it lives) and has it play the session's sounds:
 * at once if the page may start audio, else inside its first gesture. Returns what stops them.
 */
export function playSessionSound(
  runner: Runner,
  config: BreathingConfig | MeditationConfig | null,
  soundBaseUrl: string | undefined,
  engine: { current: AudioEngine | null },
): () => void {
  let audio: AudioSession | null = null;
  let created: AudioEngine | null = null;
  const begin = () => {
    created = new AudioEngine(soundBaseUrl ? { baseUrl: soundBaseUrl } : {});
    engine.current = created;
    created.unlock().catch(() => {
      // Refused all the same (an old browser): the next tap unlocks it.
    });
    const settings = audioOptionsFor(runner.plan, config);
    void created.load(created.soundsFor(runner.plan, settings));
    audio = created.followRunner(runner, settings);
  };
  let stopWaiting = () => {};
  if (mayStartAudio()) begin();
  else stopWaiting = onFirstGesture(begin);
  return () => {
    stopWaiting();
    audio?.dispose();
    created?.dispose();
    engine.current = null;
  };
}
