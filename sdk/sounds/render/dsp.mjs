// Small DSP kit for rendering the shipped sounds offline (Node, no dependencies).
export const RATE = 48_000;

/** A seeded PRNG (mulberry32), so every render is the same file. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const buffer = (seconds) => new Float32Array(Math.round(seconds * RATE));

export function white(n, random) {
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = random() * 2 - 1;
  return out;
}

/** Pink noise (Paul Kellet's filter). */
export function pink(n, random) {
  const out = new Float32Array(n);
  let b0 = 0, b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0, b6 = 0;
  for (let i = 0; i < n; i++) {
    const w = random() * 2 - 1;
    b0 = 0.99886 * b0 + w * 0.0555179; b1 = 0.99332 * b1 + w * 0.0750759; b2 = 0.969 * b2 + w * 0.153852;
    b3 = 0.8665 * b3 + w * 0.3104856; b4 = 0.55 * b4 + w * 0.5329522; b5 = -0.7616 * b5 - w * 0.016898;
    out[i] = (b0 + b1 + b2 + b3 + b4 + b5 + b6 + w * 0.5362) * 0.11;
    b6 = w * 0.115926;
  }
  return out;
}

/** Brown noise: leaky integrated white. */
export function brown(n, random) {
  const out = new Float32Array(n);
  let last = 0;
  for (let i = 0; i < n; i++) {
    last = (last + 0.02 * (random() * 2 - 1)) / 1.02;
    out[i] = last * 3.5;
  }
  return out;
}

/** RBJ biquad, in place. type: lowpass | highpass | bandpass. */
export function biquad(x, type, frequency, q = 0.707) {
  const w = (2 * Math.PI * frequency) / RATE;
  const alpha = Math.sin(w) / (2 * q);
  const cos = Math.cos(w);
  let b0, b1, b2;
  if (type === 'lowpass') { b0 = (1 - cos) / 2; b1 = 1 - cos; b2 = (1 - cos) / 2; }
  else if (type === 'highpass') { b0 = (1 + cos) / 2; b1 = -(1 + cos); b2 = (1 + cos) / 2; }
  else { b0 = alpha; b1 = 0; b2 = -alpha; }
  const a0 = 1 + alpha, a1 = -2 * cos, a2 = 1 - alpha;
  let x1 = 0, x2 = 0, y1 = 0, y2 = 0;
  for (let i = 0; i < x.length; i++) {
    const x0 = x[i];
    const y0 = (b0 * x0 + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2) / a0;
    x2 = x1; x1 = x0; y2 = y1; y1 = y0;
    x[i] = y0;
  }
  return x;
}

export function mix(into, from, gain = 1, offset = 0) {
  for (let i = 0; i < from.length && i + offset < into.length; i++) if (i + offset >= 0) into[i + offset] += from[i] * gain;
  return into;
}

/** Multiplies by 1 + depth·sin(2π·cycles·t/length): whole cycles over the loop, so the modulation loops too. */
export function swell(x, cycles, depth, phase = 0) {
  for (let i = 0; i < x.length; i++) x[i] *= 1 + depth * Math.sin((2 * Math.PI * cycles * i) / x.length + phase);
  return x;
}

/** A struck partial: sine with a 3 ms attack and exponential decay. */
export function partial(x, at, frequency, amplitude, decay, detune = 0) {
  const start = Math.round(at * RATE);
  const attack = 0.003 * RATE;
  for (let i = 0; start + i < x.length; i++) {
    const t = i / RATE;
    const env = Math.min(1, i / attack) * Math.exp(-t / decay);
    if (env < 1e-5 && i > attack) break;
    x[start + i] += amplitude * env * (Math.sin(2 * Math.PI * frequency * t) + (detune ? Math.sin(2 * Math.PI * (frequency + detune) * t) : 0)) / (detune ? 2 : 1);
  }
  return x;
}

/** A short chirp (a bird): a sine gliding from f0 to f1 with a soft envelope. */
export function chirp(x, at, seconds, f0, f1, amplitude) {
  const start = Math.round(at * RATE);
  const n = Math.round(seconds * RATE);
  let phase = 0;
  for (let i = 0; i < n && start + i < x.length; i++) {
    const p = i / n;
    const f = f0 + (f1 - f0) * p + 120 * Math.sin(2 * Math.PI * 28 * (i / RATE));
    phase += (2 * Math.PI * f) / RATE;
    x[start + i] += amplitude * Math.sin(Math.PI * p) ** 2 * Math.sin(phase);
  }
  return x;
}

/** Scales to a peak of `peak`. */
export function normalize(x, peak) {
  let max = 0;
  for (const v of x) max = Math.max(max, Math.abs(v));
  if (max > 0) for (let i = 0; i < x.length; i++) x[i] *= peak / max;
  return x;
}

/**
 * A seamless loop of `seconds` from a render `fade` seconds longer: the extra tail is crossfaded
 * (equal power) into the head, so the last sample runs on into the first without a click.
 */
export function loopCrossfade(x, seconds, fade) {
  const n = Math.round(seconds * RATE);
  const f = Math.round(fade * RATE);
  if (x.length < n + f) throw new Error('render is too short for the crossfade');
  const out = x.slice(0, n);
  for (let i = 0; i < f; i++) {
    const p = i / f;
    out[i] = x[i] * Math.sin((Math.PI / 2) * p) + x[n + i] * Math.cos((Math.PI / 2) * p);
  }
  return out;
}

export function fadeEdges(x, fadeIn, fadeOut) {
  const a = Math.round(fadeIn * RATE), b = Math.round(fadeOut * RATE);
  for (let i = 0; i < a && i < x.length; i++) x[i] *= i / a;
  for (let i = 0; i < b && i < x.length; i++) x[x.length - 1 - i] *= i / b;
  return x;
}

/** 16-bit mono WAV. */
export function wav(x) {
  const data = Buffer.alloc(44 + x.length * 2);
  data.write('RIFF', 0); data.writeUInt32LE(36 + x.length * 2, 4); data.write('WAVE', 8);
  data.write('fmt ', 12); data.writeUInt32LE(16, 16); data.writeUInt16LE(1, 20); data.writeUInt16LE(1, 22);
  data.writeUInt32LE(RATE, 24); data.writeUInt32LE(RATE * 2, 28); data.writeUInt16LE(2, 32); data.writeUInt16LE(16, 34);
  data.write('data', 36); data.writeUInt32LE(x.length * 2, 40);
  for (let i = 0; i < x.length; i++) data.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(x[i] * 32767))), 44 + i * 2);
  return data;
}
