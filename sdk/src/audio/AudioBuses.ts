import { COMPRESSOR, DUCK, LEVELS, clampVolume, duckFactor } from './levels';
import { Compressor, Gain, getContext, type BaseContext } from './tone';

/** The mixer's context and levels; volumes are linear gains 0..1 (defaults: AudioBuses.getDefaults()). */
export interface AudioBusesOptions {
  /** The Tone context the nodes live in. */
  context: BaseContext;
  /** Master volume, after the compressor (default 1). */
  master: number;
  /** Level of the ambient bus (default 0.4). */
  ambientBus: number;
  /** Level of the cue bus: cues, bells and session sounds (default 0.6). */
  cueBus: number;
  /** The ambient's own volume, under the ambient bus. */
  ambient: number;
  /** The compressor's threshold, dB (default -24). */
  threshold: number;
  /** The compressor's ratio (default 3, i.e. 3:1). */
  ratio: number;
}

/**
 * The mixer: ambient → ambient volume → duck → ambient bus ┐
 *                                   cue sounds and bells → cue bus ┴→ compressor → master → speakers.
 */
export class AudioBuses {
  /** The Tone context the nodes live in. */
  readonly context: BaseContext;
  /** The last gain before the speakers. */
  readonly master: Gain;
  /** Keeps bells over an ambient bed from clipping. */
  readonly compressor: Compressor;
  /** The ambient's bus, after its volume and the duck. */
  readonly ambientBus: Gain;
  /** Cues, bells and session sounds connect here. */
  readonly cueBus: Gain;
  /** Ambient players and generators connect here. */
  readonly ambientInput: Gain;
  /** Lowered under each cue. */
  readonly duck: Gain;
  /** End of the last scheduled duck's hold: a cue inside it needs no duck of its own. */
  private duckedUntil = -Infinity;
  private ambientLevel: number;

  constructor(options: Partial<AudioBusesOptions> = {}) {
    const o = { ...AudioBuses.getDefaults(), ...options };
    const context = o.context;
    this.context = context;
    this.master = new Gain({ context, gain: clampVolume(o.master) });
    this.compressor = new Compressor({ context, threshold: o.threshold, ratio: o.ratio });
    this.ambientBus = new Gain({ context, gain: clampVolume(o.ambientBus) });
    this.cueBus = new Gain({ context, gain: clampVolume(o.cueBus) });
    this.ambientLevel = clampVolume(o.ambient);
    this.ambientInput = new Gain({ context, gain: this.ambientLevel });
    this.duck = new Gain({ context, gain: 1 });
    this.ambientInput.chain(this.duck, this.ambientBus, this.compressor);
    this.cueBus.connect(this.compressor);
    this.compressor.connect(this.master);
    this.master.connect(context.rawContext.destination);
  }

  /** The levels the engine uses unless told otherwise, on Tone's shared context. */
  static getDefaults(): AudioBusesOptions {
    return {
      context: getContext(),
      master: LEVELS.master,
      ambientBus: LEVELS.ambientBus,
      cueBus: LEVELS.cueBus,
      ambient: LEVELS.ambient,
      threshold: COMPRESSOR.threshold,
      ratio: COMPRESSOR.ratio,
    };
  }

  /** The ambient volume last set (the one a glide is heading to). */
  get ambientVolume(): number {
    return this.ambientLevel;
  }

  /** Sets the ambient volume (clamped to 0..1), gliding over `seconds` to avoid a click. */
  setAmbientVolume(volume: number, seconds = 0.05): void {
    this.ambientLevel = clampVolume(volume);
    this.ambientInput.gain.rampTo(this.ambientLevel, seconds);
  }

  /** Sets the master volume (clamped to 0..1), gliding over `seconds`. */
  setMasterVolume(volume: number, seconds = 0.05): void {
    this.master.gain.rampTo(clampVolume(volume), seconds);
  }

  /** Schedules a duck: the ambient drops by DUCK.depth over 250 ms from `time`, holds, and comes back over 300 ms. */
  scheduleDuck(time: number, holdSeconds: number): void {
    const gain = this.duck.gain;
    const low = duckFactor(this.ambientVolume);
    const attack = DUCK.attackMs / 1000;
    const down = time + Math.max(attack, holdSeconds);
    if (time < this.duckedUntil) return;
    this.duckedUntil = down + DUCK.releaseMs / 1000;
    gain.setValueAtTime(1, time);
    gain.linearRampToValueAtTime(low, time + attack);
    gain.setValueAtTime(low, down);
    gain.linearRampToValueAtTime(1, down + DUCK.releaseMs / 1000);
  }

  /** Drops every duck scheduled after `time` and lets the ambient back up. */
  cancelDucks(time: number): void {
    const gain = this.duck.gain;
    gain.cancelAndHoldAtTime(time);
    gain.linearRampToValueAtTime(1, time + DUCK.releaseMs / 1000);
    this.duckedUntil = -Infinity;
  }

  /** Disconnects and frees every node; the buses cannot be used after. */
  dispose(): this {
    this.master.dispose();
    this.compressor.dispose();
    this.ambientBus.dispose();
    this.cueBus.dispose();
    this.ambientInput.dispose();
    this.duck.dispose();
    return this;
  }
}
