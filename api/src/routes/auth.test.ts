import type Koa from 'koa';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkerDatabase } from '../../test/testDatabase';
import { APP_ORIGIN, browser, buildTestApp, signUp, TEST_PASSWORD, uniqueEmail } from '../../test/testApp';
import { SESSION_COOKIE } from '../app';
import type { Database } from '../db/database';

let db: Database;
let app: Koa;

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  app = buildTestApp({ db });
});
afterAll(() => db.close());

const cookieOf = (response: request.Response): string[] => {
  const header = response.headers['set-cookie'] as unknown;
  return Array.isArray(header) ? (header as string[]) : [];
};
const sessionCookie = (response: request.Response) => cookieOf(response).find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));

describe('registration', () => {
  it('creates the account, signs it in and answers 201 with the user (never the hash)', async () => {
    const agent = browser(app);
    const email = uniqueEmail();
    const response = await agent.post('/api/register').send({ firstName: 'Ada', lastName: 'Lovelace', email, password: TEST_PASSWORD });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      streakTrackingEnabled: true,
      monthlyStatsEnabled: true,
      ouraRingEnabled: false,
      appleHealthEnabled: false,
    });
    expect(JSON.stringify(response.body)).not.toMatch(/argon|hash|password/i);
    expect((await agent.get('/api/user')).body.email).toBe(email);
  });

  it('stores the password as an argon2id hash', async () => {
    const { id } = await signUp(app);
    const user = await db.models.User.findByPk(id);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain(TEST_PASSWORD);
  });

  it('answers 409 "Email already exists" for a taken address, in any letter case', async () => {
    const { email } = await signUp(app);
    const again = await browser(app).post('/api/register').send({ firstName: 'B', lastName: 'C', email: email.toUpperCase(), password: TEST_PASSWORD });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'Email already exists' });
  });

  it('answers 400 naming every missing or wrong field', async () => {
    const response = await browser(app).post('/api/register').send({ email: 'not-an-address', password: 'short' });
    expect(response.status).toBe(400);
    expect(response.body.error).toContain('firstName is required');
    expect(response.body.error).toContain('lastName is required');
    expect(response.body.error).toContain('email: must be a valid e-mail address');
    expect(response.body.error).toContain('password: must be at least 8 characters');
  });

  it('refuses fields it does not know, and unknown time zones', async () => {
    const extra = await browser(app).post('/api/register').send({ firstName: 'A', lastName: 'B', email: uniqueEmail(), password: TEST_PASSWORD, isAdmin: true });
    expect(extra.status).toBe(400);
    expect(extra.body.error).toBe('"isAdmin" is not a field this call accepts.');
    const zone = await browser(app).post('/api/register').send({ firstName: 'A', lastName: 'B', email: uniqueEmail(), password: TEST_PASSWORD, timeZone: 'Mars/Olympus' });
    expect(zone.status).toBe(400);
    expect(zone.body.error).toContain('timeZone');
  });

  it('refuses names that draw nothing or carry bidi overrides, and stores nothing (they would appear in e-mails)', async () => {
    const register = (firstName: string, lastName = 'Lovelace') => browser(app).post('/api/register').send({ firstName, lastName, email: uniqueEmail(), password: TEST_PASSWORD });
    const before = await db.models.User.count();
    for (const blank of ['\u200B\u200B', '\u200C\u200D\u2060', '\u3164\u2800', ' \u200B ']) {
      const response = await register(blank);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('firstName: must contain a visible character');
    }
    // "Ada" followed by a right-to-left override: a mail client would show the rest reversed.
    const override = await register('Ada', '\u202Eecalevol');
    expect(override.status).toBe(400);
    expect(override.body.error).toBe('lastName: must not contain bidirectional override characters (U+202A-U+202E, U+2066-U+2069)');
    expect((await register('Ada\u2066x\u2069')).status).toBe(400);
    expect((await register('Ada\nBcc: someone')).body.error).toBe('firstName: must be one line, without control characters');
    expect(await db.models.User.count()).toBe(before);

    // Real names in any script keep working, joiners and right-to-left marks included.
    for (const [firstName, lastName] of [['Zoë', "O'Brien"], ['محمد', 'علی\u200F'], ['می\u200Cخواهم', 'Rezaei'], ['👩\u200D💻', 'Dev'], ['李', '小龙']]) {
      const response = await register(firstName!, lastName);
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ firstName, lastName });
    }
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and answers the user', async () => {
    const { email } = await signUp(app);
    const agent = browser(app);
    const response = await agent.post('/api/login').send({ email: email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.email).toBe(email);
    expect((await agent.get('/api/user')).status).toBe(200);
  });

  it('answers 401 "Invalid email or password" for a wrong password and for an unknown address alike', async () => {
    const { email } = await signUp(app);
    const wrong = await browser(app).post('/api/login').send({ email, password: 'not the password' });
    const unknown = await browser(app).post('/api/login').send({ email: uniqueEmail('nobody'), password: TEST_PASSWORD });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: 'Invalid email or password' });
    }
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, and Secure when served over https', async () => {
    const email = uniqueEmail();
    const plain = await browser(app).post('/api/register').send({ firstName: 'A', lastName: 'B', email, password: TEST_PASSWORD });
    const cookie = sessionCookie(plain);
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).not.toMatch(/secure/i);

    const httpsApp = buildTestApp({ db, config: { secureCookies: true, appOrigin: 'https://app.stillpoint.test' } });
    const secure = await request(httpsApp.callback())
      .post('/api/login')
      .set('X-Forwarded-Proto', 'https')
      .set('Origin', 'https://app.stillpoint.test')
      .send({ email, password: TEST_PASSWORD });
    expect(secure.status).toBe(200);
    expect(sessionCookie(secure)).toMatch(/;\s*secure/i);
  });

  it('signs in (200, Secure cookie) with an https APP_ORIGIN even when the request reaches it over plain http', async () => {
    // A TLS-terminating proxy in front, TRUST_PROXY not set: the API sees http and no X-Forwarded-Proto it trusts.
    const { email } = await signUp(app);
    const behindProxy = buildTestApp({ db, config: { secureCookies: true, appOrigin: 'https://app.stillpoint.test', proxyHops: 0 } });
    const agent = request.agent(behindProxy.callback());
    const response = await agent.post('/api/login').set('Origin', 'https://app.stillpoint.test').send({ email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(sessionCookie(response)).toMatch(/;\s*secure/i);
    expect(sessionCookie(response)).toMatch(/httponly/i);
    const out = await agent.post('/api/logout').set('Origin', 'https://app.stillpoint.test').set('Cookie', cookieOf(response).map((c) => c.split(';')[0]).join('; '));
    expect(out.status).toBe(200);
    expect(sessionCookie(out)).toMatch(/;\s*secure/i);
  });

  it('gives a new session id at sign-in, so an id known before sign-in is worthless', async () => {
    const { email } = await signUp(app);
    const agent = browser(app);
    // A session planted before sign-in (here: one made by an earlier failed attempt to read data).
    const first = await agent.post('/api/login').send({ email, password: 'wrong password' });
    expect(first.status).toBe(401);
    const before = await agent.post('/api/login').send({ email, password: TEST_PASSWORD });
    const again = await agent.post('/api/login').send({ email, password: TEST_PASSWORD });
    const firstId = sessionCookie(before);
    const secondId = sessionCookie(again);
    expect(firstId).toBeDefined();
    expect(secondId).toBeDefined();
    expect(secondId).not.toBe(firstId);
    const stale = await request(app.callback()).get('/api/user').set('Cookie', cookieOf(before).map((c) => c.split(';')[0]).join('; '));
    expect(stale.status).toBe(401);
  });

  it('POST /api/logout destroys the session: the old cookie no longer signs anyone in', async () => {
    const { agent } = await signUp(app);
    const login = await agent.get('/api/user');
    expect(login.status).toBe(200);
    const sessionsBefore = await db.models.LoginSession.count();
    const out = await agent.post('/api/logout');
    expect(out.status).toBe(200);
    expect(await db.models.LoginSession.count()).toBe(sessionsBefore - 1);
    const after = await agent.get('/api/user');
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: 'Unauthorized' });
  });

  it('a cross-site top-level GET /api/logout signs nobody out (only POST does, from the app)', async () => {
    const { agent, id } = await signUp(app);
    // What a link or an image on another site sends: the Lax cookie rides along on a top-level GET.
    const response = await agent.get('/api/logout').set('Sec-Fetch-Site', 'cross-site').set('Sec-Fetch-Mode', 'navigate').unset('Origin');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('POST');
    const user = await agent.get('/api/user');
    expect(user.status).toBe(200);
    expect(user.body.id).toBe(id);
  });

  it('GET /api/login redirects to the sign-in screen at /auth', async () => {
    const response = await request(app.callback()).get('/api/login');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/auth');
  });

  it('GET /api/user answers 401 "Unauthorized" when signed out', async () => {
    const response = await request(app.callback()).get('/api/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Unauthorized' });
  });

  it('keeps sessions in PostgreSQL, so a second API process honours the same cookie', async () => {
    const { agent } = await signUp(app);
    const response = await agent.get('/api/user');
    const otherProcess = buildTestApp({ db });
    const cookies = (agent as unknown as { jar: { getCookies(o: object): { name: string; value: string }[] } }).jar
      .getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false })
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const elsewhere = await request(otherProcess.callback()).get('/api/user').set('Cookie', cookies).set('Origin', APP_ORIGIN);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.id).toBe(response.body.id);
  });
});
