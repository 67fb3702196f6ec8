import { gzipSync } from 'node:zlib';
import { rollup, type OutputChunk } from 'rollup';
import { scriptBuild } from '../../rollup.config.mjs';

/**
 * The size budgets of the script-tag build, in gzip bytes: the widget script every page loads (both
 * elements), and the audio chunk only pages with sound on fetch. The widget script's ceiling stops a
 * change from growing the script unnoticed; it moves only with a feature the elements run. The
 * product's goal is 20 kB (`npm run bench`, which prints what the script holds by folder): Preact core
 * and hooks with r2wc (about 6.5 kB alone), the runner stylesheet (1.7 kB), the English catalog (2.1 kB,
 * 1.1 kB of it guidance prompts), the plan compilers, runner, ticker and timeline the page runs (about
 * 6.5 kB) and the attribute checks with their messages (about 3 kB) are where it must come from.
 */
export const WIDGET_SCRIPT_BUDGET = 31_600;
/** What the one-`<script>` build should weigh (gzip): printed by `npm run bench` with its verdict. */
export const WIDGET_SCRIPT_GOAL = 20_000;
export const AUDIO_CHUNK_BUDGET = 70_000;

export interface ScriptSizes {
  /** What a page loads up front: the entry and every chunk it imports statically. */
  readonly eager: readonly OutputChunk[];
  /** What waits for a dynamic import, but the languages: the audio chunk (and a program's checker, the misspelling hints). */
  readonly lazy: readonly OutputChunk[];
  /** Each language but English, a chunk of its own that a page fetches only when an element speaks it. */
  readonly languages: readonly OutputChunk[];
  /** The up-front code, minified as shipped, and its gzip size. */
  readonly eagerMin: number;
  readonly eagerGzip: number;
  readonly lazyGzip: number;
  /** The modules bundled into each (file paths with forward slashes). */
  readonly eagerModules: readonly string[];
  readonly lazyModules: readonly string[];
}

/** A catalog module of the SDK's words in one language (en.ts is English, in the script). */
export const LANGUAGE_MODULE = /\/sdk\/src\/catalog\/messages\/(en|de|nl|fr|es)\.ts$/;

/** Bytes of `code` gzipped at level 9, as every size here is measured. */
export const gzip = (code: string) => gzipSync(code, { level: 9 }).length;

const modulesOf = (chunks: readonly OutputChunk[]) => chunks.flatMap((chunk) => Object.keys(chunk.modules).map((id) => id.replaceAll('\\', '/')));

/** The modules of an npm package ("tone", "react") among `modules`. */
export function fromPackage(modules: readonly string[], name: string): string[] {
  return modules.filter((id) => id.includes(`/node_modules/${name}/`));
}

/** The entry and every chunk it imports statically (dynamic imports wait until they are called). */
function upFront(chunks: readonly OutputChunk[]): OutputChunk[] {
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

/** Builds the script-tag build in memory, as `npm run build -w widgets` does (less the source maps), and measures it. */
export async function measureScriptBuild(): Promise<ScriptSizes> {
  const bundle = await rollup(scriptBuild);
  try {
    const { output } = await bundle.generate({ ...scriptBuild.output, sourcemap: false });
    const chunks = output.filter((file): file is OutputChunk => file.type === 'chunk');
    const eager = upFront(chunks);
    if (eager.length === 0) throw new Error('The script build produced no entry chunk.');
    const isLanguage = (chunk: OutputChunk) => Object.keys(chunk.modules).some((id) => LANGUAGE_MODULE.test(id.replaceAll('\\', '/')));
    const languages = chunks.filter((chunk) => !eager.includes(chunk) && isLanguage(chunk));
    const lazy = chunks.filter((chunk) => !eager.includes(chunk) && !languages.includes(chunk));
    const eagerCode = eager.map((chunk) => chunk.code).join('');
    return {
      eager,
      lazy,
      languages,
      eagerMin: eagerCode.length,
      eagerGzip: gzip(eagerCode),
      lazyGzip: lazy.reduce((sum, chunk) => sum + gzip(chunk.code), 0),
      eagerModules: modulesOf(eager),
      lazyModules: modulesOf(lazy),
    };
  } finally {
    await bundle.close();
  }
}
