import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { openWorkerDatabase } from '../../test/testDatabase';
import { routeTable } from '../../test/routeTable';
import { APP_ORIGIN, breathingConfig, buildTestApp, signUp } from '../../test/testApp';
import type { StillpointApp } from '../app';
import { API_CSP } from './securityHeaders';

/**
 * The router matches paths whatever their letter case, so everything that guards the API (the Origin
 * check, the database gate, the body parser, the session, the API's headers) must run for the same
 * paths: a path the router serves is never served without them. A spelling the router does not match
 * (percent-encoded letters, a doubled slash) is not found.
 */
let app: StillpointApp;

beforeAll(async () => {
  const { db } = await openWorkerDatabase();
  app = buildTestApp({ db });
});

const FOREIGN = 'https://evil.example';

/** The ways a client may spell an API path that the router may or may not take for it. */
function spellings(path: string): string[] {
  const rest = path.slice('/api'.length);
  return [
    path.toUpperCase(),
    `/Api${rest}`,
    `/API${rest}/`,
    `/api/${rest}`,
    `/%61pi${rest}`,
    `/%41PI${rest}`,
    `/api${rest.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`)}`,
  ];
}

const withParams = (path: string) => path.replace(/:[A-Za-z]+/g, () => randomUUID());

describe('API paths in any letter case', () => {
  it('refuses a foreign sign-out at /API/logout, and the user stays signed in', async () => {
    const { agent } = await signUp(app);
    const refused = await agent.post('/API/logout').set('Origin', FOREIGN);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'Cross-origin requests are not allowed.' });
    expect((await agent.get('/api/user')).status).toBe(200);
  });

  it('refuses or does not find a foreign write to every route, however its path is spelled', async () => {
    const { agent } = await signUp(app);
    const writes = routeTable(app).filter((route) => route.method !== 'GET');
    expect(writes.length).toBeGreaterThan(10);
    for (const route of writes) {
      for (const path of spellings(withParams(route.path))) {
        const response = await agent[route.method.toLowerCase() as 'post'](path).set('Origin', FOREIGN).send({ name: 'Foreign', type: 'breathing', config: breathingConfig });
        expect([403, 404], `${route.method} ${path}: ${response.status}`).toContain(response.status);
      }
    }
    expect((await agent.get('/api/user')).status).toBe(200);
    expect((await agent.get('/api/sessions')).body).toEqual([]);
  });

  it('answers a read in another letter case as the API answers it, with the API headers and the session, or not at all', async () => {
    const { agent } = await signUp(app);
    const expected = await agent.get('/api/user');
    const served: string[] = [];
    for (const path of spellings('/api/user')) {
      const response = await agent.get(path);
      if (response.status === 404) continue;
      served.push(path);
      expect(response.status, path).toBe(200);
      expect(response.body, path).toEqual(expected.body);
      expect(response.headers['cache-control'], path).toBe('no-store');
      expect(response.headers['content-security-policy'], path).toBe(API_CSP);
    }
    expect(served).toContain('/API/USER');
  });

  it('refuses a body that is not JSON on an upper-case path, as on the lower-case one', async () => {
    const response = await request(app.callback()).post('/API/login').set('Origin', APP_ORIGIN).set('Content-Type', 'text/plain').send('email=a@example.com');
    expect(response.status).toBe(415);
  });
});
