// Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every compressible file of
// a built site, so the server sends them as they are instead of compressing on each request. Works on
// any folder of files (Vite's dist/, React Router's build/client/).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats compress well; images, fonts (woff2) and audio are compressed already. Source maps are
 * left out: only devtools fetch them, and at brotli 11 they would triple the build's compression time. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ico)$/;
/** Below about a packet, the saving does not pay for the extra request header and decoding. */
const MIN_BYTES = 1024;

async function filesUnder(folder) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Compresses every file in `folder` worth it; returns the files written, with their sizes. */
export async function precompress(folder) {
  const files = (await filesUnder(folder)).filter((file) => COMPRESSIBLE.test(file));
  const written = [];
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      // A file that does not shrink is sent as it is.
      if (br.length < bytes.length) await writeFile(`${file}.br`, br);
      if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
      written.push({ file, bytes: bytes.length, br: br.length, gz: gz.length });
    }),
  );
  return written.sort((a, b) => a.file.localeCompare(b.file));
}
