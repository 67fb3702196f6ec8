import { join } from 'node:path';
import { rollup, type Plugin } from 'rollup';
import { describe, expect, it } from 'vitest';
import { browserPlugins } from '../../rollup.config.mjs';

const sdkSource = join(import.meta.dirname, '..', '..', 'sdk', 'src');
const coreIndex = join(sdkSource, 'core', 'index.ts');

/**
 * Whether Rollup, with the widget builds' plugins, takes sdk/src/core/index.ts to have side effects when
 * a module in `folder` imports it as `source` (the module is made up; its folder is real, so paths resolve).
 */
async function coreSideEffects(folder: string, source: string): Promise<boolean | 'no-treeshake' | undefined> {
  const probe = join(folder, 'sideEffectsProbe.ts');
  let found: boolean | 'no-treeshake' | undefined;
  const entry: Plugin = {
    name: 'probe',
    resolveId: (id) => (id === probe ? id : null),
    load: (id) => (id === probe ? `import ${JSON.stringify(source)};` : null),
    buildEnd() {
      found = this.getModuleInfo(coreIndex)?.moduleSideEffects;
    },
  };
  const bundle = await rollup({ input: probe, plugins: [entry, ...browserPlugins({ minify: false })], onwarn: () => {} });
  await bundle.close();
  return found;
}

// The SDK declares no side effects (sdk/package.json). Rollup keeps the first resolution of a module it
// meets, so a relative import that resolved with side effects made the widget script's contents depend
// on which import came first: sometimes every schema the core re-exports, with zod, was in it.
// Each test is a Rollup build of the SDK's core: under a second on an idle machine, past vitest's 5 s beside the browser suites.
describe('the widget builds read the SDK as its package.json declares, however a module is imported', () => {
  it("a bare import of a layer, as the widgets' modules import it: no side effects", async () => {
    expect(await coreSideEffects(import.meta.dirname, '@stillpoint/sdk/core')).toBe(false);
  }, 60_000);

  it("a relative import of the layer's folder, as the SDK's React modules import it: no side effects either", async () => {
    expect(await coreSideEffects(join(sdkSource, 'react'), '../core')).toBe(false);
  }, 60_000);
});
