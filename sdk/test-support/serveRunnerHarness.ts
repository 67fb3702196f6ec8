import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = fileURLToPath(new URL('.', import.meta.url));
const soundsDir = join(here, '..', 'sounds');

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.ogg': 'audio/ogg' };

export interface RunnerHarness {
  readonly url: string;
  /** Script files the page asked for, by name (the audio chunk only loads when sound is on). */
  readonly requested: string[];
  /** The script files that hold the audio engine. */
  readonly audioChunks: string[];
  close(): Promise<void>;
}

/**
 * Serves the runner harness: the page bundled with esbuild as the app would ship it (production React,
 * the audio engine split into its own chunk behind the dynamic import), and the sounds under /sounds/.
 */
export async function serveRunnerHarness(): Promise<RunnerHarness> {
  const bundle = await build({
    entryPoints: { harness: join(here, 'runnerHarnessPage.tsx') },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: '/harness',
    write: false,
    conditions: ['source'],
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const files = new Map(bundle.outputFiles.map((file) => [`/${basename(file.path)}`, file.contents]));
  const requested: string[] = [];
  // esbuild marks each module's code with a path comment: the audio engine's file names its chunk.
  const audioChunks = bundle.outputFiles.filter((file) => /\/\/ .*audio\/AudioEngine\.ts/.test(file.text)).map((file) => basename(file.path));
  if (audioChunks.length === 0) throw new Error('The harness bundle has no audio chunk: is the audio engine still imported dynamically?');
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      const send = (status: number, body: string | Uint8Array, type = 'text/plain') => {
        response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
        response.end(body);
      };
      if (path === '/favicon.ico') return send(204, '');
      if (path === '/') return send(200, '<!doctype html><html lang="en"><meta name="color-scheme" content="light dark"><title>Runner harness</title><script type="module" src="/harness.js"></script></html>', 'text/html');
      const script = files.get(path);
      if (script) {
        requested.push(path.slice(1));
        return send(200, script, TYPES['.js']);
      }
      if (path.startsWith('/sounds/')) {
        const file = normalize(join(soundsDir, path.slice('/sounds/'.length)));
        if (!file.startsWith(soundsDir + sep)) return send(403, 'Forbidden');
        try {
          return send(200, await readFile(file), TYPES[extname(file)] ?? 'application/octet-stream');
        } catch {
          return send(404, 'Not found');
        }
      }
      return send(404, 'Not found');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requested,
    audioChunks,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
