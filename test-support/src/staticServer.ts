import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ogg': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

export interface StaticServer {
  readonly url: string;
  /** Every path requested so far, in order (the size bench lists them). */
  readonly requests: string[];
  close(): Promise<void>;
}

/**
 * Serves folders under URL prefixes on a free loopback port (a page's ES modules need http://, not file://),
 * e.g. { '/examples/': examplesDir, '/widgets/dist/': freshBuild }, longest prefix first. A folder's
 * index.html answers its URL.
 */
export async function serveStatic(mounts: Readonly<Record<string, string>>): Promise<StaticServer> {
  const prefixes = Object.keys(mounts).sort((a, b) => b.length - a.length);
  const requests: string[] = [];
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    requests.push(path);
    const prefix = prefixes.find((candidate) => path.startsWith(candidate));
    const base = prefix === undefined ? undefined : mounts[prefix];
    if (prefix === undefined || base === undefined) {
      response.writeHead(404).end('Not found');
      return;
    }
    let file = normalize(join(base, path.slice(prefix.length)));
    if (file !== base && !file.startsWith(base.endsWith(sep) ? base : base + sep)) {
      response.writeHead(403).end('Forbidden');
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      await stat(file);
    } catch {
      response.writeHead(404).end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
