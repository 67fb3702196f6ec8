import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIBLE } from '../../test-support/measure';
import { openHarness, type OpenHarness } from '../../test-support/openHarness';
import { soundsDir } from '../../test-support/serveHarness';
import { AMBIENT_SOUNDS, ONE_SHOT_SOUNDS } from './soundCatalog';

let h: OpenHarness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => {
  await h?.close();
});

const manifest = JSON.parse(readFileSync(join(soundsDir, 'assets.json'), 'utf8')) as { name: string; file: string; loopStart?: number; loopEnd?: number }[];

describe('the shipped sounds', () => {
  it('lists a file for every cue sound, bell type and ambient option in assets.json', () => {
    expect(manifest.map((e) => e.name).sort()).toEqual([...ONE_SHOT_SOUNDS, ...AMBIENT_SOUNDS].sort());
  });

  it.each(AMBIENT_SOUNDS)('%s decodes in Chromium and loops without a click', async (name) => {
    const entry = manifest.find((e) => e.name === name)!;
    expect(entry.loopEnd! - entry.loopStart!).toBe(20);
    const loop = await h.page.evaluate(([f, s, e]) => window.audioHarness.inspectLoop(f, s, e), [entry.file, entry.loopStart!, entry.loopEnd!] as const);
    expect(loop.duration).toBeCloseTo(20, 2);
    expect(loop.rms).toBeGreaterThan(AUDIBLE);
    // The step from the loop's last sample back to its first is an ordinary one: within the
    // largest 1% of the steps inside the loop.
    expect(loop.wrapJump).toBeLessThanOrEqual(loop.p99Jump);
  });
});

describe('every option sounds', () => {
  it.each(AMBIENT_SOUNDS)('ambient %s plays its file, and its generator when there is no file', async (name) => {
    const fromFile = await h.page.evaluate((n) => window.audioHarness.renderAmbient(n, '/sounds/'), name);
    expect(fromFile.source).toBe('file');
    expect(fromFile.rms).toBeGreaterThan(AUDIBLE);
    const generated = await h.page.evaluate((n) => window.audioHarness.renderAmbient(n, '/none/'), name);
    expect(generated.source).toBe('generator');
    expect(generated.rms).toBeGreaterThan(AUDIBLE);
  });

  it.each(ONE_SHOT_SOUNDS)('sound %s plays its file, and its synthesized bell when there is no file', async (name) => {
    const fromFile = await h.page.evaluate((n) => window.audioHarness.renderSound(n, '/sounds/'), name);
    expect(fromFile.fromFile).toBe(true);
    expect(fromFile.rms).toBeGreaterThan(AUDIBLE);
    const generated = await h.page.evaluate((n) => window.audioHarness.renderSound(n, '/none/'), name);
    expect(generated.fromFile).toBe(false);
    expect(generated.rms).toBeGreaterThan(AUDIBLE);
  });

  // Within the 5 ms the engine keeps its schedule to: a file that opened on silence would put every bell late by it,
  // however exact the schedule.
  it.each(ONE_SHOT_SOUNDS)('sound %s is heard when it is due, from its file and from its synthesized bell', async (name) => {
    for (const baseUrl of ['/sounds/', '/none/']) {
      const heardAfterMs = await h.page.evaluate(([n, url]) => window.audioHarness.soundOnset(n, url), [name, baseUrl] as const);
      expect(heardAfterMs, baseUrl).toBeGreaterThanOrEqual(0);
      expect(heardAfterMs, baseUrl).toBeLessThan(5);
    }
  });

  it('falls back, and says so in the console, when a file is missing or is not audio', async () => {
    const chime = await h.page.evaluate(() => window.audioHarness.renderSound('bell_chime', '/broken/'));
    const sea = await h.page.evaluate(() => window.audioHarness.renderAmbient('sea_loop', '/broken/'));
    expect(chime).toMatchObject({ fromFile: false });
    expect(chime.rms).toBeGreaterThan(AUDIBLE);
    expect(sea).toMatchObject({ source: 'generator' });
    expect(sea.rms).toBeGreaterThan(AUDIBLE);
    const warnings = await h.page.evaluate(() => window.audioHarness.warnings.join('\n'));
    expect(warnings).toContain('could not load "bell_chime" from /broken/missing.ogg');
    expect(warnings).toContain('could not load "sea_loop" from /broken/not-audio.ogg');
  });

  it('starts the ambient from its file when the file arrives just after the session starts', async () => {
    const plan = { kind: 'breathing', title: 't', total: 60_000, rounds: 0, bells: [], prompts: [], repeatBellEvery: 0, segments: [{ index: 0, phase: 'settle', label: 'Settle', start: 0, duration: 60_000, openEnded: false, round: 0, set: 0, cue: null }] } as const;
    const result = await h.page.evaluate((p) => window.audioHarness.ambientWhileLoading(p), plan);
    expect(result).toEqual({ atOnce: null, later: 'file' });
  });

  it('warns about an unknown sound name and plays nothing for it', async () => {
    const result = await h.page.evaluate(() => {
      const engine = new window.audioHarness.AudioEngine({ logger: { warn: (m: string) => window.audioHarness.warnings.push(m) }, watchPage: false });
      const voice = engine.playSound('didgeridoo');
      engine.dispose();
      return { voice, warnings: window.audioHarness.warnings.join('\n') };
    });
    expect(result.voice).toBeNull();
    expect(result.warnings).toContain('unknown sound "didgeridoo"');
  });
});
