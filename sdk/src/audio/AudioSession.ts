import type { AmbientOption } from '../catalog/options';
import type { Plan } from '../core/types';
import { AmbientBed } from './AmbientBed';
import { AudioScheduler, type AudioSchedulerOptions, type ScheduledSound } from './AudioScheduler';
import type { AudioBuses } from './AudioBuses';
import type { PlanAudioOptions } from './audioEvents';
import { CUE_TONES } from './cueTones';
import { LEVELS, clampVolume } from './levels';
import { PlanTimeline, type AudioTimeline, type TimedAudioEvent } from './PlanTimeline';
import type { AudioLogger, SoundBank } from './SoundBank';
import { AMBIENT_FALLBACK, BELL_RECIPES, isAmbientSound, isOneShotSound, type AmbientSound } from './soundCatalog';
import type { BaseContext } from './tone';
import { bellVoice, bufferVoice, toneVoice, type Voice } from './voices';

/** A session's ambient bed, its fades and how far ahead its sounds are scheduled, beside which sounds play. */
export interface AudioSessionOptions extends PlanAudioOptions {
  /** The ambient bed under the session ('none' or absent: silence). */
  readonly ambient?: AmbientOption;
  /** Ambient volume during the session (default 0.3), clamped to 0..1. */
  readonly ambientVolume?: number;
  /** Ambient fade in at the start and out at the end, ms (default: the plan's fadeIn/fadeOut, else 1000 and 3000). */
  readonly fadeInMs?: number;
  /** Ambient fade out at the end, ms (see fadeInMs). */
  readonly fadeOutMs?: number;
  /** How far ahead sounds are scheduled while the page is visible, ms (default 8000). */
  readonly lookAheadMs?: number;
  /** ... and while it is hidden, ms (default 150000). */
  readonly hiddenLookAheadMs?: number;
}

/** What a session plays through: the engine's context, mixer, sound files and logger (AudioEngine passes its own). */
export interface AudioSessionDeps {
  /** The Tone context. */
  readonly context: BaseContext;
  /** The mixer the session's voices connect to. */
  readonly buses: AudioBuses;
  /** The loaded sound files (a missing one falls back to a generator). */
  readonly bank: SoundBank;
  /** Where warnings go. */
  readonly logger: AudioLogger;
  /**
   * Run once, in order, when the session is disposed, before it releases its own nodes: what its
   * owner attached to it (the engine's list of sessions, a runner it follows, that runner's timeline).
   */
  readonly onDispose?: readonly (() => void)[];
}

/** A short fade for pause, resume and stop, s. */
const QUICK_FADE = 0.3;

/**
 * The sound of one session: its plan's cues, bells and session sounds on the audio clock, and its
 * ambient bed with fades. Drive it as the runner goes: start, pause, resume, release, stop.
 */
export class AudioSession {
  /** The plan whose sounds it plays. */
  readonly plan: Plan;
  /** Where the sounds come from: the plan itself, or a live runner (RunnerTimeline). */
  readonly timeline: AudioTimeline;
  /** Puts the timeline's sounds on the audio clock. */
  readonly scheduler: AudioScheduler;
  private readonly deps: AudioSessionDeps;
  private readonly options: AudioSessionOptions;
  private bed: AmbientBed | null = null;
  private disposeBedTimer = -1;
  private disposed = false;

  constructor(plan: Plan, deps: AudioSessionDeps, options: AudioSessionOptions = {}, timeline?: AudioTimeline) {
    this.plan = plan;
    this.deps = deps;
    this.options = options;
    this.timeline = timeline ?? new PlanTimeline(plan, options);
    const schedulerOptions: Partial<AudioSchedulerOptions> & Pick<AudioSchedulerOptions, 'timeline' | 'play'> = {
      context: deps.context,
      timeline: this.timeline,
      play: (event, time) => this.sound(event, time),
    };
    if (options.lookAheadMs !== undefined) schedulerOptions.lookAheadMs = options.lookAheadMs;
    if (options.hiddenLookAheadMs !== undefined) schedulerOptions.hiddenLookAheadMs = options.hiddenLookAheadMs;
    this.scheduler = new AudioScheduler(schedulerOptions);
  }

  /** The sounds scheduled so far, in order (see AudioScheduler.log). */
  get log(): readonly ScheduledSound[] {
    return this.scheduler.log;
  }

  /** 'file' or 'generator' while an ambient bed plays, else null. */
  get ambientSource(): 'file' | 'generator' | null {
    return this.bed?.source ?? null;
  }

  /** Starts at session time `sessionMs` (0 for a new session), sounding from audio time `audioTime`. */
  start(sessionMs = 0, audioTime?: number): this {
    // The ambient level first: the cues scheduled by start() duck it relative to that level.
    const ambient = this.ambientName();
    if (ambient) this.deps.buses.setAmbientVolume(clampVolume(this.options.ambientVolume ?? LEVELS.ambientInSession));
    this.scheduler.start(sessionMs, audioTime);
    if (ambient) this.startAmbient(ambient, this.scheduler.audioTimeOf(sessionMs), sessionMs < 500 ? (this.options.fadeInMs ?? this.plan.fadeIn ?? 1000) / 1000 : QUICK_FADE);
    return this;
  }

  /** Pauses: sounds not yet started are taken off the clock, and the ambient fades quickly. */
  pause(): this {
    const now = this.deps.context.currentTime;
    this.scheduler.pause();
    this.deps.buses.cancelDucks(now);
    this.bed?.fadeTo(0, now, QUICK_FADE);
    return this;
  }

  /** Resumes where it paused, sounding from audio time `audioTime` (s; default: a moment from now). */
  resume(audioTime?: number): this {
    this.scheduler.resume(audioTime);
    this.bed?.fadeTo(1, this.deps.context.currentTime, QUICK_FADE);
    return this;
  }

  /** The open-ended segment `segmentIndex` ended at session time `atMs`: the rest of the plan moves. */
  release(segmentIndex: number, atMs: number): this {
    if (!(this.timeline instanceof PlanTimeline)) throw new Error('release() is for plan-driven sessions; a runner-driven one follows the runner.');
    this.timeline.release(segmentIndex, atMs);
    return this.reschedule();
  }

  /** Takes the sounds not yet started off the audio clock and schedules them again from the timeline. */
  reschedule(): this {
    this.deps.buses.cancelDucks(this.deps.context.currentTime);
    this.scheduler.reschedule();
    return this;
  }

  /** Keeps the audio clock's idea of session time within `toleranceMs` of the runner's. */
  sync(sessionMs: number, toleranceMs?: number): this {
    this.scheduler.sync(sessionMs, toleranceMs);
    return this;
  }

  /** "End Session": sounds stop (a short fade) and the ambient fades out. */
  stop(): this {
    const now = this.deps.context.currentTime;
    this.scheduler.stop();
    this.deps.buses.cancelDucks(now);
    this.stopAmbient(now, QUICK_FADE);
    return this;
  }

  /** Tells it the page is hidden (schedule further ahead, to outlast timer throttling) or visible again. */
  setHidden(hidden: boolean): this {
    this.scheduler.setHidden(hidden);
    return this;
  }

  /** Live nodes this session holds (voices and its ambient bed), for the leak checks. */
  get liveVoices(): number {
    return this.scheduler.liveVoices + (this.bed ? 1 : 0);
  }

  /** Stops at once and frees its voices and ambient bed; it cannot be used after. */
  dispose(): this {
    if (!this.disposed) for (const hook of this.deps.onDispose ?? []) hook();
    this.disposed = true;
    this.scheduler.dispose();
    this.deps.context.clearTimeout(this.disposeBedTimer);
    this.bed?.dispose();
    this.bed = null;
    return this;
  }

  private ambientName(): AmbientSound | null {
    const name = this.options.ambient;
    if (!name || name === 'none') return null;
    if (!isAmbientSound(name)) {
      this.deps.logger.warn(`Stillpoint audio: unknown ambient sound "${name}".`);
      return null;
    }
    return name;
  }

  private startAmbient(name: AmbientSound, time: number, fade: number): void {
    const bank = this.deps.bank;
    if (!bank.get(name) && bank.isLoading(name)) {
      // Its file is on the way: start with it (a little late) rather than with the generator.
      void bank.settled(name).then(() => {
        if (this.disposed || this.scheduler.status !== 'running') return;
        this.startAmbient(name, Math.max(time, this.deps.context.currentTime + 0.05), fade);
      });
      return;
    }
    this.bed?.dispose();
    this.bed = new AmbientBed({ context: this.deps.context, buffer: this.deps.bank.get(name), loop: this.deps.bank.loopOf(name), generator: AMBIENT_FALLBACK[name] });
    this.bed.connect(this.deps.buses.ambientInput).start(time, fade);
  }

  private stopAmbient(time: number, fade: number): void {
    const bed = this.bed;
    if (!bed) return;
    bed.fadeTo(0, time, fade);
    this.deps.context.clearTimeout(this.disposeBedTimer);
    this.disposeBedTimer = this.deps.context.setTimeout(() => {
      bed.dispose();
      if (this.bed === bed) this.bed = null;
    }, time + fade + 0.05 - this.deps.context.currentTime);
  }

  /** Makes one event's sound at `time`. */
  private sound(event: TimedAudioEvent, time: number): Voice | null {
    const { context, buses, bank, logger } = this.deps;
    if (event.kind === 'end') this.bed?.fadeTo(0, time, (this.options.fadeOutMs ?? this.plan.fadeOut ?? 3000) / 1000);
    if (event.kind === 'cue') {
      const tone = CUE_TONES[event.name as keyof typeof CUE_TONES];
      buses.scheduleDuck(time, tone.duration / 1000);
      return toneVoice(context, buses.cueBus, tone.frequency, tone.duration / 1000, event.volume, time);
    }
    if (!isOneShotSound(event.name)) {
      logger.warn(`Stillpoint audio: unknown sound "${event.name}".`);
      return null;
    }
    buses.scheduleDuck(time, 0);
    const buffer = bank.get(event.name);
    return buffer
      ? bufferVoice(context, buses.cueBus, buffer, event.volume, time)
      : bellVoice(context, buses.cueBus, BELL_RECIPES[event.name], event.volume, time);
  }
}
