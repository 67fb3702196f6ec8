import type { BellRecipe } from './soundCatalog';
import { Gain, ToneBufferSource, ToneOscillatorNode, type BaseContext, type ToneAudioNode } from './tone';

/** One scheduled sound: a few nodes that free themselves when it ends. */
export interface Voice {
  /** Audio-clock seconds it starts at. */
  readonly start: number;
  /** Audio-clock seconds it ends at. */
  readonly end: number;
  /** True once its nodes are freed. */
  readonly done: boolean;
  /** Silences it now (a short fade if it is sounding, unless `immediate`) and frees its nodes. */
  cancel(immediate?: boolean): void;
  /** Called once, when the voice has ended or been cancelled and its nodes are freed. */
  onDone: (() => void) | null;
}

/** A fade this short is inaudible but avoids a click. */
const FADE = 0.005;
const CANCEL_FADE = 0.03;

type Source = ToneOscillatorNode | ToneBufferSource;

/** Wires the bookkeeping shared by every voice: free everything once, whether it ended or was cancelled. */
class NodeVoice implements Voice {
  readonly start: number;
  readonly end: number;
  done = false;
  private cancelled = false;
  onDone: (() => void) | null = null;
  private readonly context: BaseContext;
  private readonly sources: Source[];
  private readonly nodes: ToneAudioNode[];
  private remaining: number;

  constructor(context: BaseContext, start: number, end: number, sources: Source[], nodes: ToneAudioNode[]) {
    this.context = context;
    this.start = start;
    this.end = end;
    this.sources = sources;
    this.nodes = nodes;
    this.remaining = sources.length;
    for (const source of sources) {
      source.onended = () => {
        this.remaining -= 1;
        if (this.remaining === 0) this.free();
      };
    }
  }

  cancel(immediate = false): void {
    if (this.done) return;
    const now = this.context.currentTime;
    if (immediate || now < this.start) {
      this.cancelled = true;
      this.free();
      return;
    }
    // Sounding: fade out quickly; each source's onended then frees the voice.
    for (const source of this.sources) source.stop(now);
  }

  private free(): void {
    if (this.done) return;
    this.done = true;
    // An offline context runs its clock (and so these callbacks) before it renders a sample: freeing
    // the nodes then would silence the render. They go with the context instead.
    if (!this.context.isOffline || this.cancelled) {
      for (const source of this.sources) source.dispose();
      for (const node of this.nodes) node.dispose();
    }
    const onDone = this.onDone;
    this.onDone = null;
    onDone?.();
  }
}

/** A sine tone (the breathing cues): `seconds` long including its fades. */
export function toneVoice(context: BaseContext, output: ToneAudioNode, frequency: number, seconds: number, volume: number, time: number): Voice {
  const gain = new Gain({ context, gain: volume }).connect(output);
  const osc = new ToneOscillatorNode({ context, frequency, type: 'sine', fadeIn: FADE, fadeOut: FADE, curve: 'linear' }).connect(gain);
  osc.start(time);
  osc.stop(time + seconds - FADE);
  return new NodeVoice(context, time, time + seconds, [osc], [gain]);
}

/** A struck bell from partials, each decaying on its own: the fallback when a bell's file is missing. */
export function bellVoice(context: BaseContext, output: ToneAudioNode, recipe: BellRecipe, volume: number, time: number): Voice {
  const gain = new Gain({ context, gain: volume }).connect(output);
  const total = recipe.partials.reduce((sum, [, amplitude]) => sum + amplitude, 0);
  const sources: ToneOscillatorNode[] = [];
  const nodes: ToneAudioNode[] = [gain];
  // Partials above the Nyquist frequency would alias (and Tone refuses them).
  const audible = recipe.partials.filter(([ratio]) => recipe.frequency * ratio < context.sampleRate * 0.45);
  for (const [ratio, amplitude, decay] of audible) {
    const envelope = new Gain({ context, gain: 0 }).connect(gain);
    envelope.gain.setValueAtTime(0, time);
    envelope.gain.linearRampToValueAtTime(amplitude / total, time + FADE);
    envelope.gain.setTargetAtTime(0, time + FADE, decay);
    const osc = new ToneOscillatorNode({ context, frequency: recipe.frequency * ratio, type: 'sine', fadeOut: CANCEL_FADE }).connect(envelope);
    osc.start(time);
    osc.stop(time + recipe.length - CANCEL_FADE);
    sources.push(osc);
    nodes.push(envelope);
  }
  return new NodeVoice(context, time, time + recipe.length, sources, nodes);
}

/** A decoded file played once. */
export function bufferVoice(context: BaseContext, output: ToneAudioNode, buffer: AudioBuffer, volume: number, time: number): Voice {
  const gain = new Gain({ context, gain: volume }).connect(output);
  const source = new ToneBufferSource({ context, url: buffer, fadeIn: 0, fadeOut: CANCEL_FADE, curve: 'linear' }).connect(gain);
  source.start(time, 0, buffer.duration);
  return new NodeVoice(context, time, time + buffer.duration + CANCEL_FADE, [source], [gain]);
}
