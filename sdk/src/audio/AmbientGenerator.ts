import type { GeneratorKind } from './soundCatalog';
import { BiquadFilter, Gain, Noise, ToneOscillatorNode, getContext, type BaseContext, type Param, type ToneAudioNode } from './tone';

export interface AmbientGeneratorOptions {
  context: BaseContext;
  kind: GeneratorKind;
}

/**
 * An ambient bed made on the spot from filtered noise or tones with slow modulation, so every ambient
 * option sounds without a download. Connect `output`, then `start(time)`.
 */
export class AmbientGenerator {
  readonly kind: GeneratorKind;
  readonly output: Gain;
  private readonly context: BaseContext;
  private readonly nodes: ToneAudioNode[] = [];
  private readonly sources: (Noise | ToneOscillatorNode)[] = [];
  private started = false;

  constructor(options: Partial<AmbientGeneratorOptions> = {}) {
    const o = { ...AmbientGenerator.getDefaults(), ...options };
    this.context = o.context;
    this.kind = o.kind;
    this.output = new Gain({ context: o.context, gain: 1 });
    this.build(o.kind);
  }

  static getDefaults(): AmbientGeneratorOptions {
    return { context: getContext(), kind: 'drone' };
  }

  start(time: number): this {
    if (this.started) return this;
    this.started = true;
    for (const source of this.sources) source.start(time);
    return this;
  }

  stop(time: number): this {
    if (!this.started) return this;
    for (const source of this.sources) source.stop(time);
    return this;
  }

  /** Number of Tone nodes this generator owns (for the tests' leak checks). */
  get nodeCount(): number {
    return this.nodes.length + this.sources.length + 1;
  }

  dispose(): this {
    for (const source of this.sources) source.dispose();
    for (const node of this.nodes) node.dispose();
    this.output.dispose();
    return this;
  }

  private build(kind: GeneratorKind): void {
    switch (kind) {
      case 'ocean': {
        // Waves: low brown noise swelling every ~11 s.
        const noise = this.noise('brown');
        const swell = this.gain(0.55);
        noise.chain(this.filter('lowpass', 600, 0.5), swell, this.output);
        this.modulate(swell.gain, 0.09, 0.45);
        break;
      }
      case 'rain': {
        const noise = this.noise('pink');
        const level = this.gain(0.7);
        noise.chain(this.filter('highpass', 600, 0.7), this.filter('lowpass', 7000, 0.7), level, this.output);
        this.modulate(level.gain, 0.23, 0.1);
        break;
      }
      case 'wind': {
        const noise = this.noise('pink');
        const band = this.filter('bandpass', 500, 0.8);
        noise.chain(band, this.gain(1.2), this.output);
        this.modulate(band.frequency, 0.06, 300);
        break;
      }
      case 'forest': {
        // Leaves in a breeze: airy high noise, gently moving.
        const noise = this.noise('pink');
        const level = this.gain(0.35);
        noise.chain(this.filter('highpass', 1800, 0.7), level, this.output);
        this.modulate(level.gain, 0.13, 0.15);
        break;
      }
      case 'fire': {
        // A low roar and bursts of crackle.
        const roar = this.noise('brown');
        roar.chain(this.filter('lowpass', 900, 0.7), this.gain(0.8), this.output);
        const crackle = this.noise('white');
        const bursts = this.gain(0.12);
        crackle.chain(this.filter('bandpass', 3000, 1.5), bursts, this.output);
        this.modulate(bursts.gain, 6.3, 0.12, 'square');
        break;
      }
      case 'drone': {
        // A warm chord with a slow beat.
        const level = this.gain(0.5);
        level.chain(this.filter('lowpass', 1200, 0.7), this.output);
        for (const [frequency, amplitude] of [[110, 0.45], [165, 0.3], [220.7, 0.2]] as const) {
          const tone = new ToneOscillatorNode({ context: this.context, frequency, type: 'sine' });
          tone.chain(this.gain(amplitude), level);
          this.sources.push(tone);
        }
        this.modulate(level.gain, 0.07, 0.15);
        break;
      }
    }
  }

  private noise(type: 'white' | 'pink' | 'brown'): Noise {
    const noise = new Noise({ context: this.context, type });
    this.sources.push(noise);
    return noise;
  }

  private gain(gain: number): Gain {
    const node = new Gain({ context: this.context, gain });
    this.nodes.push(node);
    return node;
  }

  private filter(type: BiquadFilterType, frequency: number, Q: number): BiquadFilter {
    const node = new BiquadFilter({ context: this.context, type, frequency, Q });
    this.nodes.push(node);
    return node;
  }

  /** Adds a slow oscillation of ±`depth` around a parameter's own value. */
  private modulate(param: Param<'gain'> | Param<'frequency'>, frequency: number, depth: number, type: OscillatorType = 'sine'): void {
    const lfo = new ToneOscillatorNode({ context: this.context, frequency, type });
    lfo.chain(this.gain(depth), param);
    this.sources.push(lfo);
  }
}
