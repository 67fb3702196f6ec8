import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIO_CHUNK_BUDGET, LANGUAGE_MODULE, WIDGET_SCRIPT_BUDGET, fromPackage, gzip, measureScriptBuild, type ScriptSizes } from '../test-support/scriptSizes';

// The script-tag build, bundled and minified in memory from the current sources: about 15 s, most of
// it terser on Tone.js. `npm run bench -- widgets` prints the same figures and what they are made of.
describe('the script-tag build stays within its size budgets', () => {
  let sizes: ScriptSizes;
  beforeAll(async () => {
    sizes = await measureScriptBuild();
  }, 180_000);

  it(`loads both elements in at most ${WIDGET_SCRIPT_BUDGET / 1000} kB gzip without audio`, () => {
    expect(sizes.eagerGzip, `stillpoint-widgets.js is ${sizes.eagerGzip} bytes gzip`).toBeLessThanOrEqual(WIDGET_SCRIPT_BUDGET);
  });

  it('keeps English in the script and each other language in a chunk of its own, fetched only when asked', () => {
    const catalogs = (modules: readonly string[]) => modules.filter((id) => LANGUAGE_MODULE.test(id)).map((id) => id.split('/').pop());
    expect(catalogs(sizes.eagerModules)).toEqual(['en.ts']);
    expect(sizes.languages.map((chunk) => catalogs(Object.keys(chunk.modules).map((id) => id.replaceAll('\\', '/')))).sort()).toEqual([['de.ts'], ['es.ts'], ['fr.ts'], ['nl.ts']]);
    for (const chunk of sizes.languages) expect(gzip(chunk.code), chunk.fileName).toBeLessThan(4_000);
  });

  it('checks attributes without a schema library: no zod in the script', () => {
    expect(fromPackage(sizes.eagerModules, 'zod')).toEqual([]);
    expect(fromPackage(sizes.lazyModules, 'zod')).toEqual([]);
  });

  it(`fetches the audio engine only when sound is on, in at most ${AUDIO_CHUNK_BUDGET / 1000} kB gzip`, () => {
    expect(sizes.lazy.length).toBeGreaterThan(0);
    expect(sizes.lazyGzip, `the audio chunk is ${sizes.lazyGzip} bytes gzip`).toBeLessThanOrEqual(AUDIO_CHUNK_BUDGET);
  });

  it('keeps every Tone.js module out of the script a page loads up front, in the audio chunk', () => {
    expect(fromPackage(sizes.eagerModules, 'tone')).toEqual([]);
    expect(fromPackage(sizes.lazyModules, 'tone').length).toBeGreaterThan(0);
  });

  it('runs the React runners on Preact core and preact/hooks, with neither preact/compat nor React itself', () => {
    const preact = fromPackage(sizes.eagerModules, 'preact');
    expect(preact.some((id) => id.includes('/preact/hooks/'))).toBe(true);
    expect(preact.filter((id) => id.includes('/preact/compat/'))).toEqual([]);
    expect([...fromPackage(sizes.eagerModules, 'react'), ...fromPackage(sizes.eagerModules, 'react-dom')]).toEqual([]);
  });

  it('hands @r2wc/react-to-web-component a `react` with only createElement', () => {
    expect(fromPackage(sizes.eagerModules, '@r2wc/react-to-web-component').length).toBeGreaterThan(0);
    expect(sizes.eagerModules.filter((id) => id.endsWith('/widgets/src/r2wcReact.ts'))).toHaveLength(1);
  });
});
