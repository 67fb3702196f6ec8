#!/usr/bin/env node
// Renders every shipped sound from synthesis, offline: bells from the engine's own partial recipes
// (sdk/src/audio/soundCatalog.ts) with a strike and a room, ambient beds from shaped noise, chirps and
// tones, made into seamless loops by crossfading their ends. Encodes Opus in Ogg (opusenc) and writes
// assets.json. Needs Debian's sox and opus-tools. Run: node --import tsx sdk/sounds/render/renderSounds.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BELL_RECIPES } from '../../src/audio/soundCatalog.ts';
import { RATE, biquad, brown, buffer, chirp, fadeEdges, loopCrossfade, mix, normalize, partial, pink, rng, swell, wav, white } from './dsp.mjs';

const out = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'stillpoint-sounds-'));
const LOOP = 20;
const FADE = 2;
const PAD = 0.1;
const manifest = [];

function encode(name, samples, bitrate, reverb, extra = {}) {
  const dry = join(work, `${name}.wav`);
  writeFileSync(dry, wav(samples));
  let source = dry;
  if (reverb) {
    source = join(work, `${name}.wet.wav`);
    // A calm room: the tail stays inside the file's length, which leaves room for it.
    execFileSync('sox', [dry, source, 'reverb', '35', '50', '70', '100', '10', '-3', 'gain', '-n', '-1', 'fade', 't', '0', String(samples.length / RATE), '0.3']);
  }
  const file = `${name}.ogg`;
  execFileSync('opusenc', ['--quiet', '--bitrate', String(bitrate), '--music', source, join(out, file)]);
  manifest.push({ name, file, ...extra });
}

// Bells and cue sounds: the recipe's partials, each a slightly detuned pair (the beating of a real
// bowl), plus a short filtered strike, both from the file's first sample: a bell is heard when it is
// due (the codec's priming is Opus's pre-skip, which decoders drop).
for (const [name, recipe] of Object.entries(BELL_RECIPES)) {
  const random = rng(name.length * 7919);
  const x = buffer(recipe.length);
  for (const [ratio, amplitude, decay] of recipe.partials) {
    const f = recipe.frequency * ratio;
    if (f < RATE * 0.45) partial(x, 0, f, amplitude, decay * 1.2, f < 400 ? 0.8 + ratio * 0.3 : 0);
  }
  const strike = biquad(white(Math.round(0.03 * RATE), random), 'bandpass', Math.min(6000, recipe.frequency * 4), 1.2);
  for (let i = 0; i < strike.length; i++) strike[i] *= Math.exp(-i / (0.006 * RATE));
  mix(x, strike, 0.25);
  normalize(x, 0.8);
  fadeEdges(x, 0, Math.min(1, recipe.length / 4));
  encode(name, x, recipe.frequency < 200 ? 32 : 40, true);
}

// Ambient beds: rendered LOOP + FADE seconds, crossfaded into a LOOP-second seamless loop.
const n = (LOOP + FADE) * RATE;
const beds = {
  sea_loop(random) {
    const x = biquad(brown(n, random), 'lowpass', 500);
    swell(x, 3, 0.6);
    const hiss = biquad(biquad(white(n, random), 'highpass', 1500), 'lowpass', 5000);
    swell(hiss, 3, 0.9, -0.6);
    return mix(x, hiss, 0.05);
  },
  rain_loop(random) {
    const x = biquad(biquad(pink(n, random), 'highpass', 500), 'lowpass', 8000);
    for (let k = 0; k < LOOP * 60; k++) {
      const drop = biquad(white(240, random), 'bandpass', 2500 + random() * 4000, 3);
      for (let i = 0; i < drop.length; i++) drop[i] *= Math.exp(-i / 40);
      mix(x, drop, 0.2 + random() * 0.4, Math.floor(random() * n));
    }
    return x;
  },
  forest_loop(random) {
    const x = swell(biquad(pink(n, random), 'lowpass', 1500), 2, 0.4);
    birds(x, random, 10, 2600, 4200, 0.25);
    return x;
  },
  spring_forest(random) {
    const x = swell(biquad(pink(n, random), 'lowpass', 2000), 3, 0.3);
    birds(x, random, 22, 2800, 5200, 0.3);
    return x;
  },
  summer_forest(random) {
    const x = swell(biquad(pink(n, random), 'lowpass', 1200), 2, 0.4);
    const cicada = biquad(white(n, random), 'bandpass', 5200, 6);
    for (let i = 0; i < n; i++) cicada[i] *= 0.5 + 0.5 * Math.sin((2 * Math.PI * 42 * i) / RATE);
    swell(cicada, 2, 0.8, 1);
    mix(x, cicada, 0.6);
    birds(x, random, 6, 2400, 3800, 0.2);
    return x;
  },
  outside_night(random) {
    const x = biquad(pink(n, random), 'lowpass', 500);
    swell(x, 1, 0.3);
    // Crickets: three 20 ms pulses of 4.4 kHz, every 1.1 s, two of them slightly apart.
    for (const [period, f, gain, phase] of [[1.1, 4400, 0.35, 0], [1.37, 4650, 0.2, 0.4]]) {
      for (let t = phase; t < LOOP + FADE; t += period) {
        for (let p = 0; p < 3; p++) chirp(x, t + p * 0.045, 0.022, f, f, gain);
      }
    }
    return x;
  },
  cafe_loop(random) {
    // Murmur: voices as band-limited noise with a syllable-rate envelope, plus a few cup clinks.
    const x = biquad(biquad(brown(n, random), 'highpass', 200), 'lowpass', 1400);
    const syllables = biquad(white(n, random), 'lowpass', 5);
    normalize(syllables, 1);
    for (let i = 0; i < n; i++) x[i] *= 0.6 + 0.4 * syllables[i];
    // Clinks away from the loop point, where a crossfade would smear them.
    for (let k = 0; k < 7; k++) partial(x, FADE + 0.5 + random() * (LOOP - FADE - 2), 2400 + random() * 1600, 0.12, 0.25);
    return x;
  },
  lake_wind(random) {
    const x = biquad(pink(n, random), 'bandpass', 350, 0.6);
    swell(x, 2, 0.5);
    const lap = biquad(brown(n, random), 'lowpass', 300);
    swell(lap, 9, 0.7, 0.5);
    return mix(x, lap, 0.5);
  },
  daytime_bonfire(random) {
    const x = biquad(brown(n, random), 'lowpass', 600);
    for (let k = 0; k < LOOP * 14; k++) {
      const crack = biquad(white(480, random), 'highpass', 1500 + random() * 3000);
      for (let i = 0; i < crack.length; i++) crack[i] *= Math.exp(-i / (30 + random() * 60));
      mix(x, crack, 0.15 + random() ** 3 * 0.8, Math.floor(random() * n));
    }
    return x;
  },
  warm_afternoon(random) {
    const x = swell(biquad(pink(n, random), 'lowpass', 900), 1, 0.35);
    const insects = biquad(white(n, random), 'bandpass', 3800, 8);
    swell(insects, 1, 0.6, 2);
    mix(x, insects, 0.25);
    birds(x, random, 4, 2200, 3400, 0.15);
    return x;
  },
  pine_trees(random) {
    const x = biquad(biquad(pink(n, random), 'highpass', 600), 'lowpass', 3500);
    swell(x, 2, 0.55);
    swell(x, 5, 0.2, 1);
    return x;
  },
  sauna_loop(random) {
    const x = biquad(brown(n, random), 'lowpass', 180);
    for (const [f, a] of [[55, 0.25], [110, 0.12], [165, 0.05]]) {
      for (let i = 0; i < n; i++) x[i] += a * Math.sin((2 * Math.PI * f * i) / RATE);
    }
    // Water on the stones: a hiss that swells and dies twice per loop.
    const hiss = biquad(white(n, random), 'highpass', 3500);
    for (let i = 0; i < n; i++) hiss[i] *= Math.max(0, Math.sin((2 * Math.PI * 2 * i) / (LOOP * RATE))) ** 6;
    return mix(x, hiss, 0.3);
  },
};

function birds(x, random, count, low, high, gain) {
  for (let k = 0; k < count; k++) {
    const at = random() * (LOOP + FADE - 1);
    const f0 = low + random() * (high - low);
    const notes = 1 + Math.floor(random() * 4);
    for (let j = 0; j < notes; j++) chirp(x, at + j * 0.12, 0.06 + random() * 0.06, f0, f0 * (0.8 + random() * 0.5), gain * (0.5 + random() * 0.5));
  }
}

for (const [name, render] of Object.entries(beds)) {
  const random = rng(name.length * 104729 + name.charCodeAt(0));
  const loop = loopCrossfade(render(random), LOOP, FADE);
  normalize(loop, 0.7);
  // A lossy codec is not continuous across a file's two ends, so the loop points sit inside the file:
  // PAD seconds of the loop's end before it and of its start after it, and the manifest says where.
  const pad = Math.round(PAD * RATE);
  const padded = new Float32Array(loop.length + 2 * pad);
  padded.set(loop.subarray(loop.length - pad), 0);
  padded.set(loop, pad);
  padded.set(loop.subarray(0, pad), pad + loop.length);
  encode(name, padded, 20, false, { loopStart: PAD, loopEnd: PAD + LOOP });
}

writeFileSync(join(out, 'assets.json'), `${JSON.stringify(manifest, null, 2)}\n`);
rmSync(work, { recursive: true, force: true });
let total = 0;
for (const file of readdirSync(out).filter((f) => f.endsWith('.ogg'))) total += statSync(join(out, file)).size;
console.log(`${manifest.length} sounds, ${(total / 1024).toFixed(0)} KiB`);
