import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { buildWidgetScript } from '@stillpoint/test-support/widget-script';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.ogg': 'audio/ogg', '.mp3': 'audio/mpeg' };

export interface WidgetPages {
  /** The server's root, `http://127.0.0.1:<port>/`. */
  readonly url: string;
  /** The folder the script-tag build was written to. */
  readonly built: string;
  close(): Promise<void>;
}

export interface WidgetPagesOptions {
  /** The HTML answering a request that is no file; undefined answers 404. */
  readonly page: (url: URL) => string | undefined;
  /** A file answering `path` beside the build's own (served under `/w/`), or null. */
  readonly file?: (path: string, built: string) => string | null;
  /** The port to listen on: 0 (any free one) unless the test names one. */
  readonly port?: number;
}

/**
 * The script-tag build as a host page loads it in a widgets browser test: built from the current sources into a
 * temporary folder, its files under `/w/` (`<script type="module" src="/w/stillpoint-widgets.js">`), every other
 * request answered by the test's own pages.
 */
export async function serveWidgetPages(options: WidgetPagesOptions): Promise<WidgetPages> {
  const built = await mkdtemp(join(tmpdir(), 'stillpoint-widget-pages-'));
  await buildWidgetScript(built);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const served = url.pathname.startsWith('/w/') ? join(built, url.pathname.slice(3)) : (options.file?.(url.pathname, built) ?? null);
    if (served) {
      const file = normalize(served);
      readFile(file).then(
        (body) => response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
        () => response.writeHead(404).end(),
      );
      return;
    }
    const html = options.page(url);
    if (html === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'text/html' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    built,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await rm(built, { recursive: true, force: true });
    },
  };
}
