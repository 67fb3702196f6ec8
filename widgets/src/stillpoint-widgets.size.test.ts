import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIO_CHUNK_BUDGET, WIDGET_SCRIPT_BUDGET, WIDGET_SCRIPT_CEILING, fromPackage, measureScriptBuild, type ScriptSizes } from './scriptSizes';

// The script-tag build, bundled and minified in memory from the current sources: about 15 s, most of
// it terser on Tone.js. `npm run bench -- widgets` prints the same figures and what they are made of.
describe('the script-tag build stays within its size budgets', () => {
  let sizes: ScriptSizes;
  beforeAll(async () => {
    sizes = await measureScriptBuild();
  }, 180_000);

  // Not yet the budget of WIDGET_SCRIPT_BUDGET (25 kB): see WIDGET_SCRIPT_CEILING.
  it(`loads both elements in at most ${WIDGET_SCRIPT_CEILING / 1000} kB gzip, what it measures today (budget: ${WIDGET_SCRIPT_BUDGET / 1000} kB, not met)`, () => {
    expect(sizes.eagerGzip, `stillpoint-widgets.js is ${sizes.eagerGzip} bytes gzip`).toBeLessThanOrEqual(WIDGET_SCRIPT_CEILING);
  });

  it(`fetches the audio engine only when sound is on, in at most ${AUDIO_CHUNK_BUDGET / 1000} kB gzip`, () => {
    expect(sizes.lazy.length).toBeGreaterThan(0);
    expect(sizes.lazyGzip, `the audio chunk is ${sizes.lazyGzip} bytes gzip`).toBeLessThanOrEqual(AUDIO_CHUNK_BUDGET);
  });

  it('keeps every Tone.js module out of the script a page loads up front, in the audio chunk', () => {
    expect(fromPackage(sizes.eagerModules, 'tone')).toEqual([]);
    expect(fromPackage(sizes.lazyModules, 'tone').length).toBeGreaterThan(0);
  });

  it('runs the React runners on preact/compat, with no copy of React itself', () => {
    expect(fromPackage(sizes.eagerModules, 'preact').length).toBeGreaterThan(0);
    expect([...fromPackage(sizes.eagerModules, 'react'), ...fromPackage(sizes.eagerModules, 'react-dom')]).toEqual([]);
  });

  it("hands @r2wc/react-to-web-component a `react` with only createElement, not preact/compat's default export", () => {
    expect(fromPackage(sizes.eagerModules, '@r2wc/react-to-web-component').length).toBeGreaterThan(0);
    expect(sizes.eagerModules.filter((id) => id.endsWith('/widgets/src/r2wcReact.ts'))).toHaveLength(1);
  });
});
