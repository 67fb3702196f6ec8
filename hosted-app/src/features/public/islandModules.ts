import { buildDirectory } from '../../lib/buildDirectory';
import type { ViteManifest } from '../../lib/viteManifest';

/** The widget elements a public page's session island can load (sessionStarter.ts), by the module that defines each. */
const ELEMENT_SOURCES = { 'breath-session': '/breath-session/breath-session.ts', 'meditation-timer': '/meditation-timer/meditation-timer.ts' } as const;

export type IslandElement = keyof typeof ELEMENT_SOURCES;

/**
 * Where each element's module is in the client build (`/assets/…`), known as the pages are prerendered: prerendering
 * runs after the client build, whose Vite build manifest (vite.config.ts, build.manifest) names the chunk built from each
 * source. The app imports the same modules (TechniquePage.tsx), so the chunks exist. A production build without them
 * stops here (its technique pages' Start would do nothing). In the browser, and in development, none is known: a page
 * the app renders starts its sessions itself.
 */
async function readIslandModules(): Promise<Partial<Record<IslandElement, string>>> {
  const fs = await import('node:fs/promises');
  const path = await import('node:path');
  const file = path.resolve(buildDirectory(), 'client', '.vite', 'manifest.json');
  const manifest = JSON.parse(await fs.readFile(file, 'utf8').catch(() => '{}')) as ViteManifest;
  const modules: Partial<Record<IslandElement, string>> = {};
  for (const [element, source] of Object.entries(ELEMENT_SOURCES) as [IslandElement, string][]) {
    const chunk = Object.entries(manifest).find(([key]) => key.endsWith(source))?.[1];
    if (chunk) modules[element] = `/${chunk.file}`;
    else if (import.meta.env.PROD) throw new Error(`Prerendering: the client build's manifest (${file}) names no chunk built from ${source}`);
  }
  return modules;
}

export const ISLAND_MODULES: Partial<Record<IslandElement, string>> = import.meta.env.SSR ? await readIslandModules() : {};
