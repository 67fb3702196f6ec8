import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtAppFolder } from '../../test/builtAppFolder';
import { buildTestApp } from '../../test/testApp';
import { openWorkerDatabase } from '../../test/testDatabase';
import type { Database } from '../db/database';
import { GUIDE_NOT_BUILT } from './calmkit';

let db: Database;
let build: string;
let app: Koa;

/** The guide's file in each language, as the hosted app's build names them under client/ (a few bytes stand for each). */
const BUILT = {
  en: 'stillpoint-calmkit.pdf',
  de: 'stillpoint-calmkit.de.pdf',
  nl: 'stillpoint-calmkit.nl.pdf',
  fr: 'stillpoint-calmkit.fr.pdf',
  es: 'stillpoint-calmkit.es.pdf',
} as const;
const bytesOf = (language: string) => Buffer.from(`%PDF-1.5 the guide in ${language}\n%%EOF\n`, 'latin1');

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
  build = builtAppFolder();
  mkdirSync(join(build, 'client', 'calmkit'));
  for (const [language, name] of Object.entries(BUILT)) writeFileSync(join(build, 'client', 'calmkit', name), bytesOf(language));
  app = buildTestApp({ db, config: { hostedAppDir: build } });
});
afterAll(async () => {
  await db.close();
  rmSync(build, { recursive: true, force: true });
});

describe('GET /api/calmkit/download', () => {
  it('answers the built English PDF, which the browser saves as stillpoint-calmkit.pdf, to anyone', async () => {
    const guide = await fetchGuide(app, '/api/calmkit/download');
    expect(guide.status).toBe(200);
    expect(guide.headers['content-type']).toBe('application/pdf');
    expect(guide.headers['content-disposition']).toBe('attachment; filename="stillpoint-calmkit.pdf"');
    expect(guide.body).toEqual(bytesOf('en'));
    expect(Number(guide.headers['content-length'])).toBe(bytesOf('en').length);
    expect((await fetchGuide(app, '/api/calmkit/download?lang=en')).body).toEqual(bytesOf('en'));
  });

  it('answers the built file of the language ?lang= names, saved under a name of its own', async () => {
    for (const language of ['de', 'nl', 'fr', 'es']) {
      const guide = await fetchGuide(app, `/api/calmkit/download?lang=${language}`);
      expect(guide.status, language).toBe(200);
      expect(guide.body, language).toEqual(bytesOf(language));
      expect(guide.headers['content-disposition'], language).toBe(`attachment; filename="stillpoint-calmkit-${language}.pdf"`);
    }
  });

  it('refuses a language the site does not have with 400 and a JSON error naming the languages it has', async () => {
    for (const query of ['lang=xx', 'lang=DE', 'lang=', 'lang=de&lang=fr']) {
      const answer = await request(app.callback()).get(`/api/calmkit/download?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body, query).toEqual({ error: 'lang: must be one of en, de, nl, fr, es' });
    }
  });

  it('may be kept by browsers, with a strong ETag of its bytes and a Last-Modified', async () => {
    const guide = await fetchGuide(app, '/api/calmkit/download?lang=de');
    expect(guide.headers['cache-control']).toBe('public, max-age=3600');
    expect(guide.headers.etag).toBe(`"${createHash('sha256').update(bytesOf('de')).digest('base64url')}"`);
    expect(new Date(guide.headers['last-modified'] as string).getTime()).not.toBeNaN();
  });

  it('answers 304 without the file to a browser that has this copy, and the whole file to one with another', async () => {
    const guide = await fetchGuide(app, '/api/calmkit/download?lang=fr');
    const etag = guide.headers.etag as string;
    const again = await fetchGuide(app, '/api/calmkit/download?lang=fr', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect((again.body as Buffer).length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await fetchGuide(app, '/api/calmkit/download?lang=fr', { 'If-Modified-Since': guide.headers['last-modified'] as string })).status).toBe(304);
    // Another language's copy is not this one.
    expect((await fetchGuide(app, '/api/calmkit/download?lang=es', { 'If-None-Match': etag })).status).toBe(200);
    const other = await fetchGuide(app, '/api/calmkit/download?lang=fr', { 'If-None-Match': '"an-older-copy"' });
    expect(other.status).toBe(200);
    expect(other.body).toEqual(bytesOf('fr'));
  });

  it('answers the new file once a build writes it again', async () => {
    const folder = builtAppFolder();
    try {
      mkdirSync(join(folder, 'client', 'calmkit'));
      const file = join(folder, 'client', 'calmkit', BUILT.nl);
      writeFileSync(file, bytesOf('nl, first build'));
      const served = buildTestApp({ db, config: { hostedAppDir: folder } });
      const first = await fetchGuide(served, '/api/calmkit/download?lang=nl');
      writeFileSync(file, bytesOf('nl, next build'));
      utimesSync(file, new Date(), new Date(Date.now() + 60_000));
      const next = await fetchGuide(served, '/api/calmkit/download?lang=nl', { 'If-None-Match': first.headers.etag as string });
      expect(next.status).toBe(200);
      expect(next.body).toEqual(bytesOf('nl, next build'));
      expect(next.headers.etag).not.toBe(first.headers.etag);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('answers HEAD with the same headers', async () => {
    const guide = await fetchGuide(app, '/api/calmkit/download?lang=es');
    const head = await fetchGuide(app, '/api/calmkit/download?lang=es', {}, 'head');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('application/pdf');
    expect(head.headers['content-length']).toBe(guide.headers['content-length']);
    expect(head.headers.etag).toBe(guide.headers.etag);
  });

  it("lets the browser's PDF viewer draw it (no API policy refusing its styles) while no other site may frame it", async () => {
    const guide = await fetchGuide(app, '/api/calmkit/download');
    expect(guide.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(guide.headers['x-frame-options']).toBe('DENY');
    expect(guide.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 with a JSON error, never a 500, where the app is not built or built without the guide', async () => {
    const unbuilt = buildTestApp({ db });
    const withoutGuide = builtAppFolder();
    try {
      for (const target of [unbuilt, buildTestApp({ db, config: { hostedAppDir: withoutGuide } })]) {
        for (const path of ['/api/calmkit/download', '/api/calmkit/view?lang=de']) {
          const answer = await request(target.callback()).get(path);
          expect(answer.status, path).toBe(404);
          expect(answer.body, path).toEqual({ error: GUIDE_NOT_BUILT });
        }
      }
    } finally {
      rmSync(withoutGuide, { recursive: true, force: true });
    }
  });

  it('still answers while the database is away, when the rest of the API answers 503', async () => {
    const away = buildTestApp({ db: { ...db, availability: { available: false, reportFailure: () => {}, close: () => {} } }, config: { hostedAppDir: build } });
    expect((await request(away.callback()).get('/api/user')).status).toBe(503);
    const download = await fetchGuide(away, '/api/calmkit/download', { Cookie: 'stillpoint.sid=someone; stillpoint.sid.sig=signature' });
    expect(download.status).toBe(200);
    expect(download.body).toEqual(bytesOf('en'));
  });

  it('refuses other methods with 405 and the methods it allows', async () => {
    const post = await request(app.callback()).post('/api/calmkit/download');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('HEAD, GET');
    expect(post.body).toEqual({ error: 'Method Not Allowed' });
  });
});

describe('GET /api/calmkit/view', () => {
  it('answers the same PDF to open in the browser rather than save, in the language asked for', async () => {
    for (const language of ['en', 'de']) {
      const download = await fetchGuide(app, `/api/calmkit/download?lang=${language}`);
      const view = await fetchGuide(app, `/api/calmkit/view?lang=${language}`);
      expect(view.status).toBe(200);
      expect(view.headers['content-type']).toBe('application/pdf');
      expect(view.headers['content-disposition']).toBe(`inline; filename="${language === 'en' ? 'stillpoint-calmkit.pdf' : `stillpoint-calmkit-${language}.pdf`}"`);
      expect(view.headers.etag).toBe(download.headers.etag);
      expect(view.body).toEqual(bytesOf(language));
      expect((await fetchGuide(app, `/api/calmkit/view?lang=${language}`, { 'If-None-Match': download.headers.etag as string })).status).toBe(304);
    }
    expect((await request(app.callback()).get('/api/calmkit/view?lang=xx')).status).toBe(400);
  });
});
