import Router from '@koa/router';
import type { Context } from 'koa';
import { calmkitGuideOf } from '../services/calmkit/calmkitGuide';

const FILE_NAME = 'stillpoint-calmkit.pdf';

/**
 * Browsers show a PDF in a viewer page of their own, built with inline styles and plugin data that the
 * API's `default-src 'none'` would refuse (Chromium then draws a blank or cut-off viewer); the file
 * itself runs nothing. So the guide keeps only the ban on framing.
 */
const PDF_CSP = "frame-ancestors 'none'";

/**
 * The free guide (commercial.md, the /calmkit page): `download` saves the PDF, `view` opens it in the
 * browser. Public, and the same bytes for everyone until the next release, so it may be kept for an hour
 * and then asked for again with its ETag (304 while unchanged). The guide links back to `site` (the app's origin).
 */
export function calmkitRoutes(site: string): Router {
  const calmkitGuide = calmkitGuideOf(site);
  const router = new Router({ prefix: '/api/calmkit' });
  const answer = (disposition: 'attachment' | 'inline') => async (ctx: Context) => {
    const file = await calmkitGuide.file();
    ctx.status = 200;
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `${disposition}; filename="${FILE_NAME}"`);
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
