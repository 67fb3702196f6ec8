/** Sample measurements for the rendered-audio tests (pure: arrays in, numbers out). */

/** The level taken as sound (about -50 dBFS): by the tests' loudness checks, and by the onset tap on a live page. */
export const AUDIBLE = 0.003;

/** Onsets (s): where the signal rises above `threshold` after at least `gap` seconds of silence. */
export function findOnsets(samples: Float32Array, sampleRate: number, threshold: number, gap: number): number[] {
  const onsets: number[] = [];
  const gapSamples = Math.round(gap * sampleRate);
  let quietSince = -gapSamples;
  for (let i = 0; i < samples.length; i++) {
    if (Math.abs(samples[i]!) > threshold) {
      if (i - quietSince >= gapSamples) onsets.push(i / sampleRate);
      quietSince = i;
    }
  }
  return onsets;
}

/** A tone starting at `onset` (s): its frequency from zero crossings, its length until it falls quiet, its peak. */
export function measureTone(samples: Float32Array, sampleRate: number, onset: number): { onset: number; frequency: number; length: number; peak: number } {
  const start = Math.round(onset * sampleRate);
  let end = start;
  let peak = 0;
  let quiet = 0;
  for (let i = start; i < samples.length && quiet < sampleRate * 0.02; i++) {
    const v = Math.abs(samples[i]!);
    peak = Math.max(peak, v);
    if (v > 0.002) {
      end = i;
      quiet = 0;
    } else quiet += 1;
  }
  const from = start + Math.round(0.02 * sampleRate);
  const to = end - Math.round(0.02 * sampleRate);
  let crossings = 0;
  let first = -1;
  let last = -1;
  for (let i = from + 1; i < to; i++) {
    if (samples[i - 1]! < 0 && samples[i]! >= 0) {
      crossings += 1;
      if (first < 0) first = i;
      last = i;
    }
  }
  const frequency = crossings > 1 ? ((crossings - 1) * sampleRate) / (last - first) : 0;
  return { onset, frequency, length: (end - start) / sampleRate, peak };
}

export function rms(samples: Float32Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += samples[i]! * samples[i]!;
  return Math.sqrt(sum / Math.max(1, to - from));
}
