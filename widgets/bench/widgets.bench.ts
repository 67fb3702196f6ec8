// `npm run bench -- widgets`: the sizes issue 4 promises, each beside its budget, and proof from a
// real page that no audio code is fetched while sound is off (and that it is fetched once it is on).
// Builds from the current sources with the root rollup.config.mjs into a temporary folder.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, serveStatic } from '@stillpoint/test-support';
import { buildWidgetScript, REPO_DIR as repoDir } from '@stillpoint/test-support/widget-script';
import { rollup, type OutputChunk, type RollupOptions } from 'rollup';
import { minify } from 'terser';
import { browserPlugins } from '../../rollup.config.mjs';
import { build as viteBuild } from 'vite';
import { installPacked, packPublished } from '../../scripts/testing/packedPackages';
import { AUDIO_CHUNK_BUDGET, WIDGET_SCRIPT_BUDGET, WIDGET_SCRIPT_GOAL, fromPackage, gzip, measureScriptBuild } from '../test-support/scriptSizes';

const line = (label: string, value: string) => console.log(`${label.padEnd(64)} ${value}`);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const verdict = (bytes: number, budget: number) =>
  bytes <= budget ? `within ${kB(budget)}` : `OVER the ${kB(budget)} budget by ${kB(bytes - budget)}`;

/**
 * Where a bundled module comes from: its npm package (preact/hooks and preact/jsx-runtime are preact),
 * or its folder in the repo (sdk/src/react, widgets/src...).
 */
function origin(id: string): string {
  const path = id.replaceAll('\\', '/');
  const inPackage = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
  if (inPackage) return inPackage[1] ?? path;
  const inRepo = path.startsWith(`${repoDir.replaceAll('\\', '/')}/`) ? path.slice(repoDir.length + 1) : path;
  return inRepo.split('/').slice(0, inRepo.startsWith('sdk/') ? 3 : 2).join('/');
}

interface Part {
  readonly origin: string;
  /** Rollup's length of its modules after tree-shaking, before terser. */
  readonly rendered: number;
  /** Minified (names mangled; not compressed, which needs the whole chunk) and gzipped on its own. */
  readonly min: number;
  readonly gzip: number;
}

/** What the chunks are made of, by origin, largest first. */
async function composition(chunks: readonly OutputChunk[]): Promise<Part[]> {
  const parts = new Map<string, { rendered: number; code: string[] }>();
  for (const chunk of chunks) {
    for (const [id, module] of Object.entries(chunk.modules)) {
      if (!module.code) continue;
      const part = parts.get(origin(id)) ?? { rendered: 0, code: [] };
      part.rendered += module.renderedLength;
      part.code.push((await minify(module.code, { module: true, compress: false, mangle: true })).code ?? '');
      parts.set(origin(id), part);
    }
  }
  return [...parts]
    .map(([name, { rendered, code }]) => ({ origin: name, rendered, min: code.join('\n').length, gzip: gzip(code.join('\n')) }))
    .sort((a, b) => b.gzip - a.gzip);
}

async function bundleChunks(options: RollupOptions): Promise<OutputChunk[]> {
  const bundle = await rollup(options);
  const { output } = await bundle.generate({ format: 'es', chunkFileNames: '[name]-[hash].js' });
  await bundle.close();
  return output.filter((file): file is OutputChunk => file.type === 'chunk');
}

const work = await mkdtemp(join(tmpdir(), 'stillpoint-widgets-bench-'));
try {
  // 1. The <script> build: the entry every page loads, and the chunk only sound loads.
  const sizes = await measureScriptBuild();
  console.log('Sizes (rollup + terser, gzip -9)');
  line('widget script, both elements, without audio (stillpoint-widgets.js)', `${kB(sizes.eagerGzip)} gzip (${kB(sizes.eagerMin)} min): goal ${kB(WIDGET_SCRIPT_GOAL)} ${verdict(sizes.eagerGzip, WIDGET_SCRIPT_GOAL)}; ceiling ${kB(WIDGET_SCRIPT_BUDGET)} ${verdict(sizes.eagerGzip, WIDGET_SCRIPT_BUDGET)}`);
  line(`audio chunk (${sizes.lazy.map((chunk) => chunk.fileName).join(', ')})`, `${kB(sizes.lazyGzip)} gzip: ${verdict(sizes.lazyGzip, AUDIO_CHUNK_BUDGET)}`);
  line('Tone.js modules inside the widget script', String(fromPackage(sizes.eagerModules, 'tone').length));

  // 2. What the widget script is made of, and the SDK's core entry on its own.
  console.log('What the widget script holds, by package or folder: after tree-shaking, minified, gzip alone');
  for (const part of await composition(sizes.eager)) line(`  ${part.origin}`, `${kB(part.rendered)}, ${kB(part.min)} min, ${kB(part.gzip)} gzip`);
  // An entry file inside the repo (ignored dist/), so bare imports resolve from its node_modules.
  const entries = join(repoDir, 'widgets', 'dist', '.bench-entries');
  await mkdir(entries, { recursive: true });
  const coreEntry = join(entries, 'core.ts');
  await writeFile(coreEntry, `export * from '${join(repoDir, 'sdk/src/core/index.ts').replaceAll('\\', '/')}';`);
  const core = await bundleChunks({ input: coreEntry, plugins: browserPlugins({ react: 'react' }), onwarn: () => {} });
  line('sdk core entry (sdk/src/core, with the catalog schemas it validates with)', `${kB(gzip(core.map((chunk) => chunk.code).join('')))} gzip`);
  await rm(entries, { recursive: true, force: true });

  // 3. What a bundler app ships for one element alone, from the packed packages (built first).
  execFileSync('npm', ['run', 'build', '-w', 'sdk', '-w', 'widgets'], { cwd: repoDir, stdio: 'ignore' });
  const packed = packPublished(work);
  console.log('A Vite app importing one element from the packed @stillpoint/widgets (gzip -9)');
  for (const element of ['breath-session', 'meditation-timer']) {
    const app = join(work, `app-${element}`);
    installPacked(app, packed);
    await writeFile(join(app, 'index.html'), `<!doctype html><${element}></${element}><script type="module" src="./main.js"></script>`);
    await writeFile(join(app, 'main.js'), `import '@stillpoint/widgets/${element}.js';\n`);
    await viteBuild({ root: app, configFile: false, logLevel: 'silent', build: { outDir: 'dist', minify: true, manifest: true } });
    // What the page loads with the element (its entry and what that imports statically, by Vite's manifest), the audio
    // chunk sound on loads, and the rest, each loaded only when asked (another language, the zen view, a program's check).
    const dist = join(app, 'dist');
    const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
    const eager = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || eager.has(chunk.file)) return;
      eager.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
    const files = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js')).map((file) => `assets/${file}`);
    const later = files.filter((file) => !eager.has(file));
    const code = (file: string) => readFileSync(join(dist, file), 'utf8');
    const audio = later.filter((file) => code(file).includes('AudioContext'));
    const asked = later.filter((file) => !audio.includes(file));
    const sum = (list: readonly string[]) => list.reduce((total, file) => total + gzip(code(file)), 0);
    line(`  <${element}> alone`, `${kB(sum([...eager]))} gzip up front; ${kB(sum(audio))} of audio once sound is on; ${kB(sum(asked))} in ${asked.length} chunks loaded when asked`);
  }

  // 4. A real page: with sound off nothing of the audio chunk is requested; turning sound on fetches it.
  const built = join(work, 'dist');
  await buildWidgetScript(built);
  const server = await serveStatic({ '/examples/': join(repoDir, 'examples'), '/widgets/dist/': built });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const scripts = () => server.requests.filter((path) => path.endsWith('.js'));
    await page.goto(`${server.url}/examples/plain-html/`);
    await page.locator('breath-session [part~="start"]').click();
    await page.waitForTimeout(1500);
    await page.locator('breath-session [part~="end"]').click();
    const silent = scripts();
    const audioFile = sizes.lazy[0]?.fileName ?? '(none)';
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
