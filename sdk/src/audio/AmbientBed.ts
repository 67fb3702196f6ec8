import { AmbientGenerator } from './AmbientGenerator';
import type { GeneratorKind } from './soundCatalog';
import { Gain, ToneBufferSource, getContext, type BaseContext, type ToneAudioNode } from './tone';

export interface AmbientBedOptions {
  context: BaseContext;
  /** The decoded loop, or null to play the generator instead. */
  buffer: AudioBuffer | null;
  /** Loop points in the file, s (null: the whole file). */
  loop: { readonly loopStart: number; readonly loopEnd: number } | null;
  generator: GeneratorKind;
}

/**
 * One ambient sound playing in a loop behind a fader: the shipped file when it decoded, else the
 * engine's generator. Fades are automation on the audio clock, so they happen on time in a hidden tab.
 */
export class AmbientBed {
  readonly output: Gain;
  /** 'file' when the decoded loop plays, 'generator' when the fallback does. */
  readonly source: 'file' | 'generator';
  private readonly context: BaseContext;
  private readonly player: ToneBufferSource | null;
  private readonly generator: AmbientGenerator | null;

  constructor(options: Partial<AmbientBedOptions> = {}) {
    const o = { ...AmbientBed.getDefaults(), ...options };
    this.context = o.context;
    this.output = new Gain({ context: o.context, gain: 0 });
    if (o.buffer) {
      this.source = 'file';
      this.player = new ToneBufferSource({ context: o.context, url: o.buffer, loop: true }).connect(this.output);
      if (o.loop && o.loop.loopEnd <= o.buffer.duration + 0.01) {
        this.player.loopStart = o.loop.loopStart;
        this.player.loopEnd = Math.min(o.loop.loopEnd, o.buffer.duration);
      }
      this.generator = null;
    } else {
      this.source = 'generator';
      this.player = null;
      this.generator = new AmbientGenerator({ context: o.context, kind: o.generator });
      this.generator.output.connect(this.output);
    }
  }

  static getDefaults(): AmbientBedOptions {
    return { context: getContext(), buffer: null, loop: null, generator: 'drone' };
  }

  connect(destination: ToneAudioNode): this {
    this.output.connect(destination);
    return this;
  }

  /** Starts the loop at `time`, silent, then fades to full over `seconds`. */
  start(time: number, seconds: number): this {
    this.player?.start(time);
    this.generator?.start(time);
    this.fadeTo(1, time, seconds);
    return this;
  }

  /** Fades to `level` (0..1) from `time` over `seconds`, replacing any fade scheduled after `time`. */
  fadeTo(level: number, time: number, seconds: number): this {
    const gain = this.output.gain;
    gain.cancelAndHoldAtTime(time);
    if (seconds > 0) gain.linearRampToValueAtTime(level, time + seconds);
    else gain.setValueAtTime(level, time);
    return this;
  }

  /** Drops every fade scheduled after `time` and holds the level it has then. */
  cancelFades(time: number): this {
    this.output.gain.cancelAndHoldAtTime(time);
    return this;
  }

  levelAt(time: number): number {
    return this.output.gain.getValueAtTime(time);
  }

  get nodeCount(): number {
    return 1 + (this.player ? 1 : 0) + (this.generator?.nodeCount ?? 0);
  }

  dispose(): this {
    this.player?.dispose();
    this.generator?.dispose();
    this.output.dispose();
    return this;
  }
}
