import type { ManifestRoute } from './signedInHomePage';

/** One entry of Vite's build manifest (`build.manifest`, `.vite/manifest.json`: Vite's "Backend Integration" guide). */
export interface ViteManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

/** Vite's build manifest: each chunk by the source it was built from, relative to the project's root. */
export type ViteManifest = Readonly<Record<string, ViteManifestChunk>>;

/**
 * The client files of a module (a route's, by its source path: `src/routes/home.tsx`): its chunk, every chunk it imports
 * statically however deep (what React Router preloads with a route), and their styles, each as a URL from the site's root.
 */
export function chunkFiles(manifest: ViteManifest, source: string): ManifestRoute {
  // A module's key is its path, with whatever query the build asked for it by (a framework's entry names one).
  const key = Object.keys(manifest).find((name) => name === source || name.startsWith(`${source}?`));
  const entry = key === undefined ? undefined : manifest[key];
  if (!entry) throw new Error(`Vite's manifest has no chunk built from ${source}`);
  const imports = new Set<string>();
  const css = new Set<string>(entry.css);
  const walk = (chunk: ViteManifestChunk) => {
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (!imported || imports.has(`/${imported.file}`)) continue;
      imports.add(`/${imported.file}`);
      for (const file of imported.css ?? []) css.add(file);
      walk(imported);
    }
  };
  walk(entry);
  return { module: `/${entry.file}`, imports: [...imports], css: [...css].map((file) => `/${file}`) };
}
