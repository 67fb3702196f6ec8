import { rmSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { builtAppFolder, LANDING_INLINE_SCRIPT, LANDING_STYLE_ATTRIBUTE } from '../../test/builtAppFolder';
import { openWorkerDatabase } from '../../test/testDatabase';
import { buildTestApp, signUp } from '../../test/testApp';
import { PERMISSIONS_POLICY } from './securityHeaders';
import type { Database } from '../db/database';

let db: Database;
let dist: string;

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  dist = builtAppFolder();
});
afterAll(async () => {
  await db.close();
  rmSync(dist, { recursive: true, force: true });
});

const httpApp = () => buildTestApp({ db, config: { hostedAppDir: dist } });
const httpsApp = () => buildTestApp({ db, config: { hostedAppDir: dist, appOrigin: 'https://app.stillpoint.test', secureCookies: true } });

/** A CSP header as a map of directive to its sources. */
function directives(header: string | undefined): Record<string, string> {
  return Object.fromEntries((header ?? '').split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...sources]) => [name, sources.join(' ')]));
}

describe('security headers', () => {
  it("gives the app's pages a strict Content-Security-Policy: everything from self, no inline code but the page's own scripts and style attributes by hash, no framing", async () => {
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    for (const [path, scriptSrc, styleSrc] of [
      ['/', `'self' ${sha(LANDING_INLINE_SCRIPT)}`, `'self' 'unsafe-hashes' ${sha(LANDING_STYLE_ATTRIBUTE)}`],
      ['/reset-password?token=abc', "'self'", "'self'"],
      ['/nowhere', "'self'", "'self'"],
    ] as const) {
      const response = await request(httpApp().callback()).get(path).set('Accept', 'text/html');
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(directives(response.headers['content-security-policy'])).toEqual({
        'default-src': "'self'",
        'script-src': scriptSrc,
        'style-src': styleSrc,
        'img-src': "'self' data: blob:",
        'font-src': "'self'",
        'connect-src': "'self'",
        'media-src': "'self' blob:",
        'worker-src': "'self' blob:",
        'manifest-src': "'self'",
        'object-src': "'none'",
        'base-uri': "'none'",
        'form-action': "'self'",
        'frame-ancestors': "'none'",
      });
    }
  });

  it('keeps the app out of frames, its window to itself, and the browser features it does not use off', async () => {
    const response = await request(httpApp().callback()).get('/');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const policy = Object.fromEntries((response.headers['permissions-policy'] as string).split(',').map((entry) => entry.trim().split('=')));
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture', 'browsing-topics']) expect(policy[feature], feature).toBe('()');
    expect(policy['screen-wake-lock']).toBe('(self)');
    expect(policy['autoplay']).toBe('(self)');
  });

  it("answers the API's JSON with a CSP that allows nothing and no framing, never cached", async () => {
    const response = await request(httpApp().callback()).get('/api/user');
    expect(response.status).toBe(401);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    // The headers of a document's window are not a JSON answer's concern.
    for (const name of ['permissions-policy', 'referrer-policy', 'cross-origin-opener-policy']) expect(response.headers[name], name).toBeUndefined();
  });

  it("gives the API's own HTML page (the local checkout) the page headers with its own policy", async () => {
    const app = httpApp();
    const { agent } = await signUp(app);
    const started = await agent.post('/api/mollie/create-checkout').send({ plan: 'monthly' });
    const page = await agent.get(new URL(started.body.checkoutUrl).pathname);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(directives(page.headers['content-security-policy'])['frame-ancestors']).toBe("'none'");
  });

  it('does not put the page policy on scripts and other files', async () => {
    const response = await request(httpApp().callback()).get('/assets/index-4f2a9c.js');
    expect(response.status).toBe(200);
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('sends HSTS only when the app origin is https', async () => {
    expect((await request(httpApp().callback()).get('/')).headers['strict-transport-security']).toBeUndefined();
    expect((await request(httpApp().callback()).get('/api/health')).headers['strict-transport-security']).toBeUndefined();
    for (const path of ['/', '/api/health', '/assets/index-4f2a9c.js']) {
      const response = await request(httpsApp().callback()).get(path);
      expect(response.headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
    }
  });
});
