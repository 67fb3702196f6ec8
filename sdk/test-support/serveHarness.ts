import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = fileURLToPath(new URL('.', import.meta.url));
export const soundsDir = join(here, '..', 'sounds');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.html': 'text/html',
  '.json': 'application/json',
  '.ogg': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.m4a': 'audio/mp4',
};

export interface Harness {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Serves the test page: the harness script bundled with esbuild, the shipped sounds under /sounds/,
 * and /broken/ with a manifest naming files that are missing or not audio (for the fallback tests).
 */
export async function serveHarness(): Promise<Harness> {
  const bundle = await build({
    entryPoints: [join(here, 'audioHarnessPage.ts')],
    bundle: true,
    format: 'esm',
    write: false,
    conditions: ['source'],
    target: 'es2022',
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]!.contents;
  const broken = JSON.stringify([
    { name: 'bell_chime', file: 'missing.ogg' },
    { name: 'sea_loop', file: 'not-audio.ogg' },
  ]);
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const send = (status: number, body: string | Uint8Array, type = 'text/plain') => {
        res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
        res.end(body);
      };
      if (path === '/') return send(200, '<!doctype html><title>audio harness</title><script type="module" src="/harness.js"></script>', 'text/html');
      if (path === '/harness.js') return send(200, script, TYPES['.js']);
      if (path === '/broken/assets.json') return send(200, broken, TYPES['.json']);
      if (path === '/broken/not-audio.ogg') return send(200, 'this is not audio', TYPES['.ogg']);
      if (path.startsWith('/sounds/')) {
        const file = normalize(join(soundsDir, path.slice('/sounds/'.length)));
        if (!file.startsWith(soundsDir)) return send(403, 'no');
        try {
          return send(200, await readFile(file), TYPES[extname(file)] ?? 'application/octet-stream');
        } catch {
          return send(404, 'not found');
        }
      }
      return send(404, 'not found');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The harness server has no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
