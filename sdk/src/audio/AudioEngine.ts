import type { AmbientOption } from '../catalog/options';
import type { Plan } from '../core/types';
import { AmbientBed } from './AmbientBed';
import { AudioBuses } from './AudioBuses';
import { planAudioEvents } from './audioEvents';
import { AudioSession, type AudioSessionDeps, type AudioSessionOptions } from './AudioSession';
import { followRunner } from './followRunner';
import { RunnerTimeline, type AudioRunner } from './RunnerTimeline';
import type { Runner } from '../core/createRunner';
import { CUE_TONES } from './cueTones';
import { LEVELS, clampVolume } from './levels';
import { SoundBank, pageFetch, type AudioLogger } from './SoundBank';
import { AMBIENT_FALLBACK, BELL_RECIPES, isAmbientSound, isOneShotSound } from './soundCatalog';
import { getContext, type BaseContext } from './tone';
import { unlockAudio } from './unlockAudio';
import { bellVoice, bufferVoice, toneVoice, type Voice } from './voices';
import { VoiceSet } from './VoiceSet';

/** How an AudioEngine plays and where it finds its sounds (defaults: AudioEngine.getDefaults()). */
export interface AudioEngineOptions {
  /** Tone context to play in (default: Tone's shared one). An OfflineContext renders instead of playing. */
  context: BaseContext;
  /** Folder with `assets.json` and the sound files (e.g. our CDN for widgets on other sites). */
  baseUrl: string;
  /** The fetch the sound files are read with (default: the page's). */
  fetch: typeof fetch;
  /** Where warnings go, e.g. a sound file that is missing (default: console). */
  logger: AudioLogger;
  /** Master volume, a linear gain 0..1 (default 1). */
  masterVolume: number;
  /** Look further ahead while the page is hidden or frozen, and resume an interrupted context. */
  watchPage: boolean;
}

const QUICK_FADE = 0.3;
const GESTURES = ['pointerdown', 'touchend', 'click', 'keydown'] as const;

/**
 * Stillpoint's sound: the mixer, the sound files, previews, an ambient bed and sessions. Create it when
 * sound is turned on, call `unlock()` inside the user's gesture, and `dispose()` when sound goes off.
 */
export class AudioEngine {
  /** The Tone context it plays in. */
  readonly context: BaseContext;
  /** Its mixer. */
  readonly buses: AudioBuses;
  /** The sound files, loaded from baseUrl. */
  readonly bank: SoundBank;
  private readonly logger: AudioLogger;
  private readonly previews = new VoiceSet();
  private readonly sessions = new Set<AudioSession>();
  private ambient: AmbientBed | null = null;
  private wantsRunning = false;
  private readonly detach: (() => void)[] = [];

  constructor(options: Partial<AudioEngineOptions> = {}) {
    const o = { ...AudioEngine.getDefaults(), ...options };
    this.context = o.context;
    this.logger = o.logger;
    this.buses = new AudioBuses({ context: o.context, master: clampVolume(o.masterVolume) });
    this.bank = new SoundBank({ context: o.context, baseUrl: o.baseUrl, fetch: o.fetch, logger: o.logger });
    if (o.watchPage && !o.context.isOffline) this.watchPage();
  }

  /** Tone's shared context, sounds from `/sounds/`, the page's fetch, the console, full volume, watching the page. */
  static getDefaults(): AudioEngineOptions {
    return {
      context: getContext(),
      baseUrl: '/sounds/',
      fetch: pageFetch,
      logger: console,
      masterVolume: LEVELS.master,
      watchPage: true,
    };
  }

  /** Call inside the user's gesture (see unlockAudio). */
  unlock(): Promise<void> {
    this.wantsRunning = true;
    return unlockAudio(this.context);
  }

  /** Fetches and decodes sound files (all, or the named ones); never rejects. */
  load(names?: readonly string[]): Promise<void> {
    return this.bank.load(names);
  }

  /** The sound files a session needs: its ambient and every bell or session sound it rings. */
  soundsFor(plan: Plan, options: AudioSessionOptions = {}): string[] {
    const names = new Set<string>(planAudioEvents(plan, options).filter((e) => e.kind !== 'cue').map((e) => e.name));
    if (options.ambient && options.ambient !== 'none') names.add(options.ambient);
    return [...names];
  }

  /** Plays one sound now (or at audio time `time`): a preview in the builders. Unknown names log a warning. */
  playSound(name: string, volume: number = LEVELS.bell, time = this.context.currentTime): Voice | null {
    const level = clampVolume(volume);
    if (name in CUE_TONES) {
      const tone = CUE_TONES[name as keyof typeof CUE_TONES];
      return this.previews.add(toneVoice(this.context, this.buses.cueBus, tone.frequency, tone.duration / 1000, level, time));
    }
    if (!isOneShotSound(name)) {
      this.logger.warn(`Stillpoint audio: unknown sound "${name}".`);
      return null;
    }
    const buffer = this.bank.get(name);
    const voice = buffer
      ? bufferVoice(this.context, this.buses.cueBus, buffer, level, time)
      : bellVoice(this.context, this.buses.cueBus, BELL_RECIPES[name], level, time);
    return this.previews.add(voice);
  }

  /** Plays an ambient bed outside a session (the builder's preview); 'none' fades it out. */
  setAmbient(name: AmbientOption, volume: number = LEVELS.ambient): 'file' | 'generator' | null {
    const now = this.context.currentTime;
    this.fadeOutAmbient(now);
    if (name === 'none') return null;
    if (!isAmbientSound(name)) {
      this.logger.warn(`Stillpoint audio: unknown ambient sound "${name}".`);
      return null;
    }
    this.buses.setAmbientVolume(volume);
    this.ambient = new AmbientBed({ context: this.context, buffer: this.bank.get(name), loop: this.bank.loopOf(name), generator: AMBIENT_FALLBACK[name] });
    this.ambient.connect(this.buses.ambientInput).start(now, QUICK_FADE);
    return this.ambient.source;
  }

  /** Sets the preview ambient's volume, 0..1. */
  setAmbientVolume(volume: number): void {
    this.buses.setAmbientVolume(volume);
  }

  /** Sets the master volume, 0..1. */
  setMasterVolume(volume: number): void {
    this.buses.setMasterVolume(volume);
  }

  /**
   * A plan's sound, driven by hand: call start(), pause(), resume(), release() and stop() as the session
   * goes. Dispose it (or the engine) after.
   */
  createSession(plan: Plan, options: AudioSessionOptions = {}): AudioSession {
    return this.track((onDispose) => new AudioSession(plan, this.deps(onDispose), options));
  }

  /**
   * A runner's sound: it starts, pauses, resumes, shifts after a release and stops with the runner.
   * Dispose the returned session when the session view goes away.
   */
  followRunner(runner: AudioRunner & Pick<Runner, 'subscribeState'>, options: AudioSessionOptions = {}): AudioSession {
    const timeline = new RunnerTimeline(runner, options);
    let detach = () => {};
    const session = this.track((untrack) => new AudioSession(runner.plan, this.deps([() => detach(), () => timeline.dispose(), ...untrack]), options, timeline));
    detach = followRunner(session, runner);
    return session;
  }

  /** Makes a session (given the hooks that end its tracking on dispose) and tracks it until it is disposed. */
  private track(create: (onDispose: readonly (() => void)[]) => AudioSession): AudioSession {
    this.fadeOutAmbient(this.context.currentTime);
    const session: AudioSession = create([() => this.sessions.delete(session)]);
    this.sessions.add(session);
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') session.setHidden(true);
    return session;
  }

  /** Voices and beds still holding nodes (previews, sessions, the preview ambient): 0 after everything ended. */
  get liveVoices(): number {
    let count = this.previews.size + (this.ambient ? 1 : 0);
    for (const session of this.sessions) count += session.liveVoices;
    return count;
  }

  /** Stops every session and preview and frees the audio nodes and loaded files; the engine cannot be used after. */
  dispose(): this {
    for (const off of this.detach.splice(0)) off();
    for (const session of [...this.sessions]) session.dispose();
    this.previews.dispose();
    this.ambient?.dispose();
    this.ambient = null;
    this.bank.dispose();
    this.buses.dispose();
    return this;
  }

  private deps(onDispose: readonly (() => void)[]): AudioSessionDeps {
    return { context: this.context, buses: this.buses, bank: this.bank, logger: this.logger, onDispose };
  }

  private fadeOutAmbient(time: number): void {
    const bed = this.ambient;
    if (!bed) return;
    this.ambient = null;
    bed.fadeTo(0, time, QUICK_FADE);
    this.context.setTimeout(() => bed.dispose(), QUICK_FADE + 0.05);
  }

  /**
   * Hidden or about to be frozen: sessions look minutes ahead (timers there fire once a minute at
   * best). Back, or after an interruption (a call on iOS): resume the context if sound was started.
   */
  private watchPage(): void {
    if (typeof document === 'undefined') return;
    const setHidden = (hidden: boolean) => {
      for (const session of this.sessions) session.setHidden(hidden);
    };
    const resumeIfWanted = () => {
      if (this.wantsRunning && this.context.state !== 'running') {
        this.context.resume().catch((error: unknown) => this.logger.warn('Stillpoint audio: could not resume audio.', error));
      }
    };
    const onVisibility = () => {
      setHidden(document.visibilityState === 'hidden');
      if (document.visibilityState === 'visible') resumeIfWanted();
    };
    const onFreeze = () => setHidden(true);
    const onResume = () => {
      setHidden(document.visibilityState === 'hidden');
      resumeIfWanted();
    };
    document.addEventListener('visibilitychange', onVisibility);
    document.addEventListener('freeze', onFreeze);
    document.addEventListener('resume', onResume);
    // iOS lets a context start only inside some gestures (a tap's touchend or click), others pointerdown.
    for (const type of GESTURES) document.addEventListener(type, resumeIfWanted, true);
    this.context.on('statechange', resumeIfWanted);
    this.detach.push(() => {
      document.removeEventListener('visibilitychange', onVisibility);
      document.removeEventListener('freeze', onFreeze);
      document.removeEventListener('resume', onResume);
      for (const type of GESTURES) document.removeEventListener(type, resumeIfWanted, true);
      this.context.off('statechange', resumeIfWanted);
    });
  }
}
