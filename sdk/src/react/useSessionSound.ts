import { useCallback, useEffect, useRef, useState } from 'react';
import type { AudioEngine, AudioSession, AudioSessionOptions } from '../audio';
import type { BreathingConfig } from '../catalog/breathingConfig';
import type { MeditationConfig } from '../catalog/meditationConfig';
import type { Plan } from '../core/types';
import type { SessionRunner } from './useSessionRunner';

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

/**
 * Plays a session's sounds while `enabled`. The audio engine (Tone.js) is imported only then, so a
 * silent runner never downloads it. Sounds are scheduled on the audio clock from the runner, so they
 * stay on time in a hidden tab. Browsers start audio only inside a user gesture: the engine is
 * unlocked as soon as it loads (enough after an earlier tap on the page) and again on the next tap
 * (`unlock`, called from the runner's interaction handler). `ready` turns true once the engine
 * follows the runner (at once when sound is off): start the session then, so the start bell sounds.
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
  const configKey = JSON.stringify(config);
  const configRef = useRef(config);
  configRef.current = config;
  const { soundBaseUrl } = options;

  useEffect(() => {
    if (!enabled) return undefined;
    let cancelled = false;
    let audio: AudioSession | null = null;
    let created: AudioEngine | null = null;
    import('../audio').then(
      ({ AudioEngine: Engine }) => {
        if (cancelled) return;
        created = new Engine(soundBaseUrl ? { baseUrl: soundBaseUrl } : {});
        engine.current = created;
        created.unlock().catch(() => {
          // No gesture yet: the next tap unlocks it.
        });
        const settings = audioOptionsFor(runner.plan, configRef.current);
        void created.load(created.soundsFor(runner.plan, settings));
        audio = created.followRunner(runner, settings);
        setReadyFor(true);
      },
      (error: unknown) => {
        console.error('[stillpoint] The audio engine could not be loaded; the session runs silently.', error);
        if (!cancelled) setReadyFor(true);
      },
    );
    return () => {
      cancelled = true;
      audio?.dispose();
      created?.dispose();
      engine.current = null;
    };
    // configKey stands for the config's contents.
  }, [enabled, runner, soundBaseUrl, configKey]);

  const unlock = useCallback(() => {
    engine.current?.unlock().catch(() => {});
  }, []);
  return { unlock, ready: !enabled || readyFor === true };
}
