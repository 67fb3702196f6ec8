import { describe, expect, it } from 'vitest';
import { CUE_TONES } from './cueTones';
import { COMPRESSOR, DUCK, LEVELS, clampVolume, duckFactor } from './levels';
import { parseSoundManifest, resolveSoundUrl } from './manifest';

describe('the mixer levels of core-app.md §9', () => {
  it('are master 1, ambient bus 0.4, cue bus 0.6, ambient 0.35 (0.3 in sessions), bells 0.7, start 0.8, end 1, cues 0.4', () => {
    expect(LEVELS).toEqual({ master: 1, ambientBus: 0.4, cueBus: 0.6, ambient: 0.35, ambientInSession: 0.3, bell: 0.7, start: 0.8, end: 1, breathingCue: 0.4 });
    expect(COMPRESSOR).toEqual({ threshold: -24, ratio: 3 });
    expect(DUCK).toEqual({ depth: 0.2, attackMs: 250, releaseMs: 300 });
  });

  it('pitch the cues at inhale 432 Hz, exhale 256 Hz, hold 324 Hz, 150 ms long (hold 200 ms)', () => {
    expect(CUE_TONES).toEqual({
      inhale: { frequency: 432, duration: 150 },
      exhale: { frequency: 256, duration: 150 },
      hold: { frequency: 324, duration: 200 },
    });
  });

  it('clamp every volume to 0..1', () => {
    expect([clampVolume(-0.5), clampVolume(0.5), clampVolume(7), clampVolume(Number.NaN), clampVolume(Infinity)]).toEqual([0, 0.5, 1, 0, 0]);
  });

  it('duck the session ambient (0.3) down to 0.1, and a quiet ambient to silence', () => {
    expect(0.3 * duckFactor(0.3)).toBeCloseTo(0.1, 10);
    expect(duckFactor(0.1)).toBe(0);
    expect(duckFactor(0)).toBe(1);
  });
});

describe('the sound manifest', () => {
  it('reads a list of {name, file} and resolves files against the base URL', () => {
    expect(parseSoundManifest([{ name: 'bell_chime', file: 'bell_chime.ogg' }])).toEqual([{ name: 'bell_chime', file: 'bell_chime.ogg' }]);
    expect(resolveSoundUrl('https://cdn.example/sounds/', 'a.ogg')).toBe('https://cdn.example/sounds/a.ogg');
    expect(resolveSoundUrl('/sounds', 'a.ogg')).toBe('/sounds/a.ogg');
    expect(resolveSoundUrl('/sounds/', 'https://x.example/a.ogg')).toBe('https://x.example/a.ogg');
  });

  it('says what is wrong with a malformed manifest', () => {
    expect(() => parseSoundManifest({})).toThrow('Sound manifest must be a JSON array of {name, file}.');
    expect(() => parseSoundManifest([{ name: 'x' }])).toThrow('Sound manifest entry 0 must be an object with a non-empty name and file.');
  });
});
