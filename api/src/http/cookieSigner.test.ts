import Koa from 'koa';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cookieSigner } from './cookieSigner';

/** An app that sets a signed cookie on /set and answers the signed cookie it reads on /get. */
function cookieApp(keys: Koa['keys']) {
  const app = new Koa();
  app.keys = keys;
  app.use((ctx) => {
    if (ctx.path === '/set') ctx.cookies.set('sid', 'abc123', { signed: true });
    ctx.body = { sid: ctx.cookies.get('sid', { signed: true }) ?? null };
  });
  return app;
}

const cookiesOf = (response: request.Response) => (response.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');

describe('cookieSigner', () => {
  it("reads cookies that Koa's default signer (Keygrip) signed, so signed-in people stay signed in across the change", async () => {
    const issued = await request(cookieApp(['old-key']).callback()).get('/set');
    const read = await request(cookieApp(cookieSigner(['old-key']) as unknown as Koa['keys']).callback()).get('/get').set('Cookie', cookiesOf(issued));
    expect(read.body).toEqual({ sid: 'abc123' });
  });

  it('signs as Keygrip does, and verifies with every key of a rotation', () => {
    const rotated = cookieSigner(['new-key', 'old-key']);
    const old = cookieSigner(['old-key']);
    const signature = old.sign('sid=abc123');
    expect(signature).toMatch(/^[\w-]{27}$/);
    expect(rotated.index('sid=abc123', signature)).toBe(1);
    expect(rotated.verify('sid=abc123', rotated.sign('sid=abc123'))).toBe(true);
  });

  it('refuses a tampered value, a forged or truncated signature', () => {
    const signer = cookieSigner(['key']);
    const signature = signer.sign('sid=abc123');
    expect(signer.verify('sid=abc124', signature)).toBe(false);
    expect(signer.verify('sid=abc123', `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`)).toBe(false);
    expect(signer.verify('sid=abc123', signature.slice(0, 10))).toBe(false);
    expect(signer.verify('sid=abc123', '')).toBe(false);
  });
});
