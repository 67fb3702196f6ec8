// `npm run bench -- widgets`: the sizes issue 4 promises, each beside its budget, and proof from a
// real page that no audio code is fetched while sound is off (and that it is fetched once it is on).
// Builds from the current sources with the root rollup.config.mjs into a temporary folder.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { rollup, type OutputChunk, type RollupOptions } from 'rollup';
import { buildWidgetScript, examplesDir, repoDir } from '../../examples/test/builds';
import { launchChromium } from '../../examples/test/chromium';
import { serveStatic } from '../../examples/test/staticServer';
import { browserPlugins, scriptBuild } from '../../rollup.config.mjs';

const line = (label: string, value: string) => console.log(`${label.padEnd(64)} ${value}`);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const gzip = (code: string) => gzipSync(code, { level: 9 }).length;
const verdict = (bytes: number, budget: number) =>
  bytes <= budget ? `within ${kB(budget)}` : `OVER the ${kB(budget)} budget by ${kB(bytes - budget)}`;

async function bundleChunks(options: RollupOptions): Promise<OutputChunk[]> {
  const bundle = await rollup(options);
  const { output } = await bundle.generate({ format: 'es', chunkFileNames: '[name]-[hash].js' });
  await bundle.close();
  return output.filter((file): file is OutputChunk => file.type === 'chunk');
}

/** The entry and every chunk it imports statically: what a page loads up front (dynamic imports wait). */
function upFront(chunks: OutputChunk[]): OutputChunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk)) return;
    seen.add(chunk);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  visit(chunks.find((chunk) => chunk.isEntry));
  return [...seen];
}

const work = await mkdtemp(join(tmpdir(), 'stillpoint-widgets-bench-'));
try {
  // 1. The <script> build: the entry every page loads, and the chunk only sound loads.
  const chunks = await bundleChunks(scriptBuild);
  const eager = upFront(chunks);
  const lazy = chunks.filter((chunk) => !eager.includes(chunk));
  if (eager.length === 0) throw new Error('The script build produced no entry chunk.');
  const toneInEntry = eager.flatMap((chunk) => Object.keys(chunk.modules)).filter((id) => id.includes('/node_modules/tone/'));
  const entryCode = eager.map((chunk) => chunk.code).join('');
  const entryGzip = gzip(entryCode);
  const audioGzip = lazy.reduce((sum, chunk) => sum + gzip(chunk.code), 0);
  console.log('Sizes (rollup + terser, gzip -9)');
  line('widget script, both elements, without audio (stillpoint-widgets.js)', `${kB(entryGzip)} gzip (${kB(entryCode.length)} min): ${verdict(entryGzip, 25_000)}`);
  line(`audio chunk (${lazy.map((chunk) => chunk.fileName).join(', ')})`, `${kB(audioGzip)} gzip: ${verdict(audioGzip, 70_000)}`);
  line('Tone.js modules inside the widget script', String(toneInEntry.length));

  // 2. The SDK's core entry on its own, and what the widget script is made of (each bundled alone).
  // Entry files inside the repo (ignored dist/), so bare imports resolve from its node_modules.
  const entries = join(repoDir, 'widgets', 'dist', '.bench-entries');
  await mkdir(entries, { recursive: true });
  const alone = async (name: string, code: string, react: 'preact' | 'none' = 'none') => {
    const file = join(entries, `${name}.ts`);
    await writeFile(file, code);
    const built = await bundleChunks({ input: file, plugins: browserPlugins({ react: react === 'preact' ? 'preact' : 'react' }), onwarn: () => {} });
    return gzip(upFront(built).map((chunk) => chunk.code).join(''));
  };
  const sdk = (path: string) => join(repoDir, 'sdk/src', path).replaceAll('\\', '/');
  const core = await alone('core', `export * from '${sdk('core/index.ts')}';`);
  line('sdk core entry (sdk/src/core, with the catalog schemas it validates with)', `${kB(core)} gzip`);
  console.log('What the widget script holds (each part bundled alone, so they overlap a little)');
  line('  config schemas: zod/mini + sdk/src/catalog', kB(await alone('catalog', `export { parseBreathingConfig, parseMeditationConfig } from '${sdk('catalog/index.ts')}';`)));
  line('  catalog presets and defaults (their cards carry the education texts)', kB(await alone('presets', `export { BREATHING_PRESETS, MEDITATION_PRESETS, DEFAULT_BREATHING_CONFIG, DEFAULT_MEDITATION_CONFIG } from '${sdk('catalog/index.ts')}';`)));
  const renderer = join(repoDir, 'widgets/src/reactRenderer.ts').replaceAll('\\', '/');
  line('  preact + preact/compat + r2wc', kB(await alone('preact', `export { default } from '@r2wc/core'; export { reactRenderer } from '${renderer}'; export { useMemo, useSyncExternalStore } from 'react';`, 'preact')));
  line('  sdk runners with core, schemas and preact/compat (no audio)', kB(await alone('runners', `export { BreathingSession, MeditationSession, ConfigError } from '${sdk('react/index.ts')}';`, 'preact')));
  await rm(entries, { recursive: true, force: true });

  // 3. A real page: with sound off nothing of the audio chunk is requested; turning sound on fetches it.
  const built = join(work, 'dist');
  await buildWidgetScript(built);
  const server = await serveStatic({ '/examples/': examplesDir, '/widgets/dist/': built });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const scripts = () => server.requests.filter((path) => path.endsWith('.js'));
    await page.goto(`${server.url}/examples/plain-html/`);
    await page.locator('breath-session [part~="start"]').click();
    await page.waitForTimeout(1500);
    await page.locator('breath-session [part~="end"]').click();
    const silent = scripts();
    const audioFile = lazy[0]?.fileName ?? '(none)';
    console.log('Requests of examples/plain-html while a session runs with sound off');
    for (const path of silent) console.log(`  ${path}`);
    line('audio chunk requested with sound off', silent.some((path) => path.includes('audio')) ? 'YES (a bug)' : 'no');

    await page.reload();
    await page.locator('breath-session').evaluate((element) => element.setAttribute('sound', ''));
    await page.locator('breath-session [part~="start"]').click();
    await page.waitForTimeout(1500);
    const sounding = scripts().slice(silent.length);
    line('reloaded with sound="", after Start the page fetched', sounding.join(', ') || '(nothing)');
    line(`audio chunk (${audioFile}) requested once sound is on`, sounding.some((path) => path.includes('audio')) ? 'yes' : 'NO (sound cannot play)');
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
