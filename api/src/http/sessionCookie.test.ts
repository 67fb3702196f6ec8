import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openWorkerDatabase } from '../../test/testDatabase';
import { buildTestApp, TEST_PASSWORD, uniqueEmail } from '../../test/testApp';
import { eventually } from '@stillpoint/test-support/eventually';
import type { StillpointApp } from '../app';
import type { Database } from '../db/database';
import { silentLogger } from '../logger';
import { JSON_ONLY } from './jsonBody';
import { sessionCacheWithListener } from './sessionCaching';

/**
 * The session cookie as koa-session and Koa's cookies (Keygrip) handle it, with the session store's cache
 * in between: a read answered from the cache answers exactly as the first one, read from the database,
 * and the cache changes nothing that signs, renews or refuses a session: renewal, a signature made with
 * an older key, a forged signature, a body to refuse, sign-out. Each app has its own cache, listening, so
 * reads are cached.
 */
let db: Database;
let app: StillpointApp;

async function listeningApp(sessionKeys: string[]): Promise<StillpointApp> {
  const sessionCaching = sessionCacheWithListener(db.sequelize, silentLogger);
  const built = buildTestApp({ db, sessionCaching, config: { sessionKeys } });
  await eventually(() => sessionCaching.listening, { withinMs: 2_000 });
  return built;
}

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  app = await listeningApp(['current key']);
});
afterAll(async () => {
  await db.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const cookiesOf = (response: request.Response) => ((response.headers['set-cookie'] as unknown as string[] | undefined) ?? []).map((cookie) => cookie.split(';')[0]!);

async function signedIn(on: StillpointApp = app) {
  const registered = await request(on.callback()).post('/api/register').send({ firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail(), password: TEST_PASSWORD });
  expect(registered.status).toBe(201);
  return cookiesOf(registered).join('; ');
}

const getUser = (cookie: string, on: StillpointApp = app) => request(on.callback()).get('/api/user').set('Cookie', cookie);
const withoutDate = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'date'));

describe('the session cookie, with its session cached', () => {
  it('answers as the full chain does: the same status, headers and body, and sets no cookie', async () => {
    const cookie = await signedIn();
    const first = await getUser(cookie); // read from the database, through the session middleware
    const again = await getUser(cookie); // held in this process now
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.text).toBe(first.text);
    expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('shows a change to the user at once', async () => {
    const cookie = await signedIn();
    expect((await getUser(cookie)).body.goal).toBeNull();
    await getUser(cookie);
    const changed = await request(app.callback()).patch('/api/user/preferences').set('Cookie', cookie).send({ goal: 'sleep' });
    expect(changed.status).toBe(200);
    expect((await getUser(cookie)).body.goal).toBe('sleep');
    expect((await getUser(cookie)).body.goal).toBe('sleep');
  });

  it('renews a session with less than half of its 30 days left, so that one in use does not end', async () => {
    const day = 24 * 60 * 60 * 1000;
    const cookie = await signedIn();
    await getUser(cookie);
    await getUser(cookie);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * day });
    const late = await getUser(cookie);
    expect(late.status).toBe(200);
    expect(cookiesOf(late)).toEqual(cookie.split('; '));
    expect(late.headers['set-cookie']![0]).toMatch(new RegExp(`expires=${new Date(Date.now() + 30 * day).toUTCString().slice(0, 16)}`));
    expect((await getUser(cookie)).headers['set-cookie']).toBeUndefined();
    vi.setSystemTime(Date.now() + 20 * day);
    expect((await getUser(cookie)).status).toBe(200);
  });

  it('signs a cookie made with an older key again, however often it comes back', async () => {
    const before = await listeningApp(['older key']);
    const cookie = await signedIn(before);
    const rotated = await listeningApp(['current key', 'older key']);
    for (let read = 0; read < 3; read += 1) {
      const answer = await getUser(cookie, rotated);
      expect(answer.status).toBe(200);
      expect(cookiesOf(answer).map((c) => c.split('=')[0])).toEqual(['stillpoint.sid.sig']);
    }
  });

  it('refuses a forged signature on a session it holds, and clears the signature as before', async () => {
    const cookie = await signedIn();
    await getUser(cookie);
    await getUser(cookie);
    const forged = cookie.replace(/stillpoint\.sid\.sig=[^;]+/, 'stillpoint.sid.sig=AAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const refused = await getUser(forged);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: 'Unauthorized' });
    expect(cookiesOf(refused)).toContain('stillpoint.sid.sig=');
    expect(
      (
        await getUser(
          cookie
            .split('; ')
            .filter((c) => c.startsWith('stillpoint.sid='))
            .join(''),
        )
      ).status,
    ).toBe(401);
  });

  it('refuses a body that is not JSON, as every API call does', async () => {
    const cookie = await signedIn();
    await getUser(cookie);
    const refused = await getUser(cookie).set('Content-Type', 'text/plain').send('hello');
    expect(refused.status).toBe(415);
    expect(refused.body).toEqual({ error: JSON_ONLY });
  });

  it('answers 401 once the session is signed out, though it was held', async () => {
    const cookie = await signedIn();
    await getUser(cookie);
    await getUser(cookie);
    expect((await request(app.callback()).post('/api/logout').set('Cookie', cookie)).status).toBe(200);
    expect((await getUser(cookie)).status).toBe(401);
  });
});
