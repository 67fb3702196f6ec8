import { createHash } from 'node:crypto';
import { BREATHING_PRESETS, patternText } from '@stillpoint/sdk/catalog';
import type Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages, plainText, type PdfPage } from '../../test/pdfPages';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { APP_ORIGIN, buildTestApp } from '../../test/testApp';
import { openWorkerDatabase } from '../../test/testDatabase';
import type { Database } from '../db/database';

let db: Database;
let app: Koa;
let guide: request.Response;
let pages: PdfPage[];

/** The six topics of the /calmkit page (commercial.md, "Guide page"). */
const TOPICS = ['Breathing Techniques', 'Meditation Fundamentals', 'Daily Integration', 'Stress Management', 'Philosophy', 'Design'];

/** GET (or HEAD) with the body kept as bytes, as a browser saves a download. */
function fetchGuide(target: Koa, path: string, headers: Record<string, string> = {}, method: 'get' | 'head' = 'get') {
  const client = request(target.callback());
  return client[method](path)
    .set(headers)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  app = buildTestApp({ db });
  guide = await fetchGuide(app, '/api/calmkit/download');
  pages = await pdfPages(guide.body as Buffer);
});
afterAll(() => db.close());

describe('GET /api/calmkit/download', () => {
  it('answers a PDF file that the browser saves as stillpoint-calmkit.pdf, to anyone', () => {
    expect(guide.status).toBe(200);
    expect(guide.headers['content-type']).toBe('application/pdf');
    expect(guide.headers['content-disposition']).toBe('attachment; filename="stillpoint-calmkit.pdf"');
    const bytes = guide.body as Buffer;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(guide.headers['content-length'])).toBe(bytes.length);
  });

  it('opens on a title page that says what the guide is and that it is not medical advice, then the contents', () => {
    expect(pages[0]!.heading).toBe('CalmKit');
    expect(pages[0]!.text).toMatch(/not medical advice/);
    expect(pages[1]!.heading).toBe('Contents');
    for (const topic of TOPICS) expect(pages[1]!.text).toContain(topic);
  });

  it('gives each of the six topics a page of its own, headed by its title, in the order of the guide page', () => {
    expect(pages.length).toBeGreaterThanOrEqual(7);
    const opening = TOPICS.map((topic) => pages.findIndex((page) => page.heading === topic));
    expect(opening.every((index) => index > 1), JSON.stringify(opening)).toBe(true);
    expect([...opening].sort((a, b) => a - b)).toEqual(opening);
    expect(new Set(opening).size).toBe(TOPICS.length);
  });

  it("lists every breathing technique of the catalog with its pattern, phase by phase, and the app's notes on it", () => {
    const all = pages.map((page) => page.text).join(' ');
    for (const technique of BREATHING_PRESETS) {
      const { inhale, hold, exhale } = technique.config.customPattern;
      const page = pages.find((candidate) => candidate.text.includes(technique.name) && candidate.text.includes(patternText(technique.config.customPattern)));
      expect(page, technique.name).toBeDefined();
      expect(page!.text, technique.name).toContain(`Inhale ${inhale} s`);
      expect(page!.text, technique.name).toContain(`Exhale ${exhale} s`);
      if (hold > 0) expect(page!.text, technique.name).toContain(`Hold ${hold} s`);
      for (const note of Object.values(technique.education)) expect(all, technique.name).toContain(plainText(note));
    }
  });

  it('is tagged for screen readers, in English, and links back to the site: PDF.js reads its structure, language and link', async () => {
    const pdf = await getDocument({ data: new Uint8Array(guide.body as Buffer), verbosity: VerbosityLevel.ERRORS, isEvalSupported: false }).promise;
    try {
      // /MarkInfo << /Marked true >> and a /StructTreeRoot whose elements hold the text: headings, paragraphs, lists.
      expect(await pdf.getMarkInfo()).toMatchObject({ Marked: true });
      const info = (await pdf.getMetadata()).info as unknown as Record<string, unknown>;
      expect(info['Language']).toBe('en-GB');
      expect(info['Title']).toBe('CalmKit: An essential guide to breathing and meditation, from Stillpoint');
      const roles = new Set<string>();
      const collect = (node: { role?: string; children?: unknown[] }) => {
        if (node.role) roles.add(node.role);
        for (const child of node.children ?? []) collect(child as typeof node);
      };
      for (const number of [1, 2, 3, 4]) {
        const tree = await (await pdf.getPage(number)).getStructTree();
        expect(tree, `page ${number}`).toBeTruthy();
        collect(tree);
      }
      for (const role of ['Document', 'H1', 'H2', 'P', 'L', 'LI', 'Link']) expect(roles, role).toContain(role);
      // The title page links to the site it came from (the app's origin), as a link a reader can follow.
      const links = (await (await pdf.getPage(1)).getAnnotations()).filter((annotation) => annotation.subtype === 'Link');
      expect(links.map((link) => link.url as string)).toContain(`${APP_ORIGIN}/`);
    } finally {
      await pdf.destroy();
    }
  });

  it('numbers every page after the title page at its foot', () => {
    pages.slice(1).forEach((page, index) => expect(page.last).toBe(String(index + 2)));
  });

  it('may be kept by browsers, with a strong ETag of its bytes and the edition as Last-Modified', () => {
    expect(guide.headers['cache-control']).toBe('public, max-age=3600');
    expect(guide.headers.etag).toBe(`"${createHash('sha256').update(guide.body as Buffer).digest('base64url')}"`);
    expect(new Date(guide.headers['last-modified'] as string).getTime()).not.toBeNaN();
  });

  it('answers 304 without the file to a browser that has this copy, and the whole file to one with another', async () => {
    const etag = guide.headers.etag as string;
    const again = await fetchGuide(app, '/api/calmkit/download', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect((again.body as Buffer).length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await fetchGuide(app, '/api/calmkit/download', { 'If-Modified-Since': guide.headers['last-modified'] as string })).status).toBe(304);
    const other = await fetchGuide(app, '/api/calmkit/download', { 'If-None-Match': '"an-older-copy"' });
    expect(other.status).toBe(200);
    expect(other.body).toEqual(guide.body);
  });

  it('answers HEAD with the same headers', async () => {
    const head = await fetchGuide(app, '/api/calmkit/download', {}, 'head');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('application/pdf');
    expect(head.headers['content-length']).toBe(guide.headers['content-length']);
    expect(head.headers.etag).toBe(guide.headers.etag);
  });

  it("lets the browser's PDF viewer draw it (no API policy refusing its styles) while no other site may frame it", () => {
    expect(guide.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(guide.headers['x-frame-options']).toBe('DENY');
    expect(guide.headers['x-content-type-options']).toBe('nosniff');
  });

  it('still answers while the database is away, when the rest of the API answers 503', async () => {
    const away = buildTestApp({ db: { ...db, availability: { available: false, reportFailure: () => {}, close: () => {} } } });
    expect((await request(away.callback()).get('/api/user')).status).toBe(503);
    const download = await fetchGuide(away, '/api/calmkit/download', { Cookie: 'stillpoint.sid=someone; stillpoint.sid.sig=signature' });
    expect(download.status).toBe(200);
    expect(download.body).toEqual(guide.body);
  });

  it('refuses other methods with 405 and the methods it allows', async () => {
    const post = await request(app.callback()).post('/api/calmkit/download');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('HEAD, GET');
    expect(post.body).toEqual({ error: 'Method Not Allowed' });
  });
});

describe('GET /api/calmkit/view', () => {
  it('answers the same PDF to open in the browser rather than save', async () => {
    const view = await fetchGuide(app, '/api/calmkit/view');
    expect(view.status).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toBe('inline; filename="stillpoint-calmkit.pdf"');
    expect(view.headers.etag).toBe(guide.headers.etag);
    expect(view.body).toEqual(guide.body);
    expect((await fetchGuide(app, '/api/calmkit/view', { 'If-None-Match': guide.headers.etag as string })).status).toBe(304);
  });
});
