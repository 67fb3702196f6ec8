import type { AudioEventKind } from './audioEvents';
import type { AudioTimeline, TimedAudioEvent } from './PlanTimeline';
import { getContext, type BaseContext } from './tone';
import type { Voice } from './voices';

/** One sound as it reached the audio clock: what the tests and the bench compare with the plan. */
export interface ScheduledSound {
  /** The AudioEvent's id. */
  readonly id: string;
  /** What the sound is. */
  readonly kind: AudioEventKind;
  /** The cue, bell or sound name. */
  readonly name: string;
  /** The session time the timeline gave it, ms. */
  readonly planned: number;
  /** Audio-clock time it was scheduled to start at, s. */
  readonly time: number;
  /** Audio-clock time when it was scheduled, s: always before `time` unless it was late. */
  readonly scheduledAt: number;
}

/** Where the scheduler stands: not started, scheduling, paused (nothing ahead is scheduled), or stopped for good. */
export type SchedulerStatus = 'idle' | 'running' | 'paused' | 'stopped';

/** What an AudioScheduler plays, on which clock, and how far ahead (defaults: AudioScheduler.getDefaults()). */
export interface AudioSchedulerOptions {
  /** The Tone context whose clock sounds are scheduled on. */
  context: BaseContext;
  /** Where the session's sounds and their times come from. */
  timeline: AudioTimeline;
  /** Makes the sound of one event at audio time `time`; returns its voice, or null when nothing sounds. */
  play: (event: TimedAudioEvent, time: number) => Voice | null;
  /** How far ahead sounds are put on the audio clock while the page is visible, ms. */
  lookAheadMs: number;
  /** ... and while it is hidden or about to be frozen: longer than Chrome's one-minute timer throttling. */
  hiddenLookAheadMs: number;
  /** How often the worker-driven tick tops the schedule up, ms. */
  topUpMs: number;
  /** A sound found at most this late still plays at once; later than that it is dropped (and counted). */
  lateToleranceMs: number;
  /** Delay between start()/resume() and the first sound, s: room to schedule it exactly. */
  startDelay: number;
  /** The log keeps this many most recent sounds. */
  logLimit: number;
}

interface Entry {
  readonly time: number;
  readonly voice: Voice | null;
}

/**
 * Puts a session's sounds on the AudioContext clock ahead of time. It tops up from Tone's clock ticks,
 * which come from a Web Worker, so hidden-tab timer throttling does not starve it; while the page is
 * hidden it looks minutes ahead, so even a page frozen for a while has its sounds already scheduled.
 * Session time maps to audio time through an anchor set by start() and resume().
 */
export class AudioScheduler {
  /** The Tone context whose clock it schedules on. */
  readonly context: BaseContext;
  private readonly timeline: AudioTimeline;
  private readonly play: AudioSchedulerOptions['play'];
  private readonly options: AudioSchedulerOptions;
  private anchor = { session: 0, audio: 0 };
  private pausedAt = 0;
  private hidden = false;
  private lastTopUp = -Infinity;
  private readonly entries = new Map<string, Entry>();
  private readonly sounds: ScheduledSound[] = [];
  private missedCount = 0;
  private _status: SchedulerStatus = 'idle';
  private readonly onTick = () => {
    if (this.context.currentTime - this.lastTopUp >= this.options.topUpMs / 1000) this.topUp();
  };

  constructor(options: Partial<AudioSchedulerOptions> & Pick<AudioSchedulerOptions, 'timeline' | 'play'>) {
    this.options = { ...AudioScheduler.getDefaults(), ...options };
    this.context = this.options.context;
    this.timeline = this.options.timeline;
    this.play = this.options.play;
    this.context.on('tick', this.onTick);
  }

  /** 8 s ahead while visible, 150 s while hidden, topped up every 250 ms, on Tone's shared context. */
  static getDefaults(): Omit<AudioSchedulerOptions, 'timeline' | 'play'> {
    return {
      context: getContext(),
      lookAheadMs: 8_000,
      hiddenLookAheadMs: 150_000,
      topUpMs: 250,
      lateToleranceMs: 100,
      startDelay: 0.05,
      logLimit: 10_000,
    };
  }

  /** Where it stands. */
  get status(): SchedulerStatus {
    return this._status;
  }

  /** The sounds scheduled so far (the most recent `logLimit`), in the order they were scheduled. */
  get log(): readonly ScheduledSound[] {
    return this.sounds;
  }

  /** Sounds found too late to play. */
  get missed(): number {
    return this.missedCount;
  }

  /** Scheduled voices not yet freed. */
  get liveVoices(): number {
    let count = 0;
    for (const entry of this.entries.values()) if (entry.voice && !entry.voice.done) count += 1;
    return count;
  }

  /** How far ahead it schedules now, ms: longer while the page is hidden. */
  get lookAheadMs(): number {
    return this.hidden ? this.options.hiddenLookAheadMs : this.options.lookAheadMs;
  }

  /** Session time (ms) at an audio-clock time (s). */
  sessionTimeAt(audioTime: number): number {
    if (this._status !== 'running') return this.pausedAt;
    return this.anchor.session + (audioTime - this.anchor.audio) * 1000;
  }

  /** Audio-clock time (s) a session time (ms) sounds at, while running. */
  audioTimeOf(sessionMs: number): number {
    return this.anchor.audio + (sessionMs - this.anchor.session) / 1000;
  }

  /** Starts (or restarts) the session at `sessionMs`, sounding at audio time `audioTime`. */
  start(sessionMs = 0, audioTime = this.context.currentTime + this.options.startDelay): this {
    this.cancelFrom(-Infinity);
    this.anchor = { session: sessionMs, audio: audioTime };
    this._status = 'running';
    this.topUp();
    return this;
  }

  /** Stops the clock: sounds not yet started are taken off the audio clock. */
  pause(): this {
    if (this._status !== 'running') return this;
    const now = this.context.currentTime;
    this.pausedAt = this.sessionTimeAt(now);
    this._status = 'paused';
    this.cancelFrom(now);
    return this;
  }

  /** Resumes from where it paused, at audio time `audioTime` (s; default: a moment from now). */
  resume(audioTime = this.context.currentTime + this.options.startDelay): this {
    if (this._status !== 'paused') return this;
    this.anchor = { session: this.pausedAt, audio: audioTime };
    this._status = 'running';
    this.topUp();
    return this;
  }

  /** Takes every sound not yet started off the audio clock and schedules again (after a release shifted the plan). */
  reschedule(): this {
    if (this._status !== 'running') return this;
    this.cancelFrom(this.context.currentTime);
    this.topUp();
    return this;
  }

  /**
   * Re-anchors to the runner's session time when the two clocks have drifted apart by more than
   * `toleranceMs` (the audio clock and the page's clock run on different crystals).
   */
  sync(sessionMs: number, toleranceMs = 20): this {
    if (this._status !== 'running') return this;
    const now = this.context.currentTime;
    if (Math.abs(this.sessionTimeAt(now) - sessionMs) <= toleranceMs) return this;
    this.anchor = { session: sessionMs, audio: now };
    return this.reschedule();
  }

  /** Ends the session: every voice is cancelled (sounding ones fade out quickly). */
  stop(): this {
    if (this._status === 'running') this.pausedAt = this.sessionTimeAt(this.context.currentTime);
    this._status = 'stopped';
    this.cancelFrom(-Infinity);
    return this;
  }

  /** While hidden (or about to be frozen) the scheduler looks minutes ahead instead of seconds. */
  setHidden(hidden: boolean): this {
    this.hidden = hidden;
    this.topUp();
    return this;
  }

  /** Puts every sound due within the look-ahead on the audio clock. */
  topUp(): void {
    const now = this.context.currentTime;
    this.lastTopUp = now;
    if (this._status !== 'running') return;
    const sessionNow = this.sessionTimeAt(now);
    const from = sessionNow - this.options.lateToleranceMs;
    for (const event of this.timeline.between(from, sessionNow + this.lookAheadMs)) {
      if (this.entries.has(event.id)) continue;
      let time = this.audioTimeOf(event.time);
      if (time < now) {
        if ((now - time) * 1000 > this.options.lateToleranceMs) {
          this.missedCount += 1;
          continue;
        }
        time = now;
      }
      const voice = this.play(event, time);
      this.entries.set(event.id, { time, voice });
      this.record({ id: event.id, kind: event.kind, name: event.name, planned: event.time, time, scheduledAt: now });
    }
    this.prune(from);
  }

  /** Cancels every scheduled sound and stops; it cannot be used after. */
  dispose(): this {
    this.context.off('tick', this.onTick);
    for (const entry of this.entries.values()) entry.voice?.cancel(true);
    this.entries.clear();
    this._status = 'stopped';
    return this;
  }

  /** Cancels every sound starting at or after `time` (all of them for -Infinity) and forgets it, so it can be scheduled again. */
  private cancelFrom(time: number): void {
    for (const [id, entry] of this.entries) {
      if (entry.time >= time) {
        entry.voice?.cancel();
        this.entries.delete(id);
      }
    }
  }

  /** Forgets sounds long past, so a 60-minute session holds no more than its look-ahead's worth. */
  private prune(beforeSessionMs: number): void {
    for (const [id, entry] of this.entries) {
      const sessionTime = this.sessionTimeAt(entry.time);
      if (sessionTime < beforeSessionMs - this.options.lateToleranceMs && (!entry.voice || entry.voice.done)) this.entries.delete(id);
    }
  }

  private record(sound: ScheduledSound): void {
    this.sounds.push(sound);
    if (this.sounds.length > this.options.logLimit) this.sounds.splice(0, this.sounds.length - this.options.logLimit);
  }
}
