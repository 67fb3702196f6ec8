import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import Router from '@koa/router';
import type { Context } from 'koa';
import { calmkitBuildFile, calmkitFileName, calmkitQuery } from '../contract/calmkit';
import { NotFoundError } from '../errors';
import { parseInput } from '../http/validate';

/**
 * Browsers show a PDF in a viewer page of their own, built with inline styles and plugin data that the
 * API's `default-src 'none'` would refuse (Chromium then draws a blank or cut-off viewer); the file
 * itself runs nothing. So the guide keeps only the ban on framing.
 */
const PDF_CSP = "frame-ancestors 'none'";

export const GUIDE_NOT_BUILT = 'The CalmKit guide is not available: the hosted app has not been built on this server.';

interface GuideFile {
  readonly bytes: Buffer;
  /** A strong validator: the SHA-256 of the bytes, quoted as the header wants it. */
  readonly etag: string;
  readonly lastModified: Date;
  readonly mtimeMs: number;
}

/**
 * The free guide (commercial.md, the /calmkit page), as the hosted app's build typeset it in each language
 * (`calmkitBuildFile` under `hostedAppDir`/client): `download` saves the PDF, `view` opens it in the browser,
 * `?lang=de|nl|fr|es` in that language (English without it). Public, and the same bytes for everyone until the next
 * build, so it may be kept for an hour and then asked for again with its ETag (304 while unchanged). Without a build
 * there is no guide: 404.
 */
export function calmkitRoutes(hostedAppDir: string | null): Router {
  // Each file as read, kept until a build writes it again.
  const read = new Map<string, GuideFile>();
  const builtFile = async (path: string): Promise<GuideFile | null> => {
    const stats = await stat(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
      throw error;
    });
    if (!stats?.isFile()) return null;
    const kept = read.get(path);
    if (kept?.mtimeMs === stats.mtimeMs && kept.bytes.length === stats.size) return kept;
    const bytes = await readFile(path);
    const file = { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url')}"`, lastModified: stats.mtime, mtimeMs: stats.mtimeMs };
    read.set(path, file);
    return file;
  };

  const router = new Router({ prefix: '/api/calmkit' });
  const answer = (disposition: 'attachment' | 'inline') => async (ctx: Context) => {
    const { lang: language = 'en' } = parseInput(calmkitQuery, ctx.query);
    const file = hostedAppDir ? await builtFile(join(hostedAppDir, 'client', calmkitBuildFile(language))) : null;
    if (!file) throw new NotFoundError(GUIDE_NOT_BUILT);
    ctx.status = 200;
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `${disposition}; filename="${calmkitFileName(language)}"`);
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.set('Content-Security-Policy', PDF_CSP);
    ctx.etag = file.etag;
    ctx.lastModified = file.lastModified;
    if (ctx.fresh) ctx.status = 304;
    else ctx.body = file.bytes;
  };
  router.get('/download', answer('attachment'));
  router.get('/view', answer('inline'));
  return router;
}
