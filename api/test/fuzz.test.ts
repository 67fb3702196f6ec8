import fc from 'fast-check';
import type Koa from 'koa';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkerDatabase } from './testDatabase';
import { browser, buildTestApp, signUp, type Browser } from './testApp';
import type { Database } from '../src/db/database';

let db: Database;
let app: Koa;
let signedIn: Browser;

/**
 * Every table's content, hashed. rate_limit_counters is left out on purpose: it counts attempts,
 * rejected ones included, which is its job.
 */
const TABLES = ['users', 'saved_sessions', 'session_log_entries', 'login_sessions', 'password_resets', 'contact_messages'];
async function checksum(): Promise<string> {
  const parts = TABLES.map((table) => `(SELECT coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') FROM ${table} t)`).join(` || ':' || `);
  const [row] = await db.sequelize.query<{ sum: string }>(`SELECT ${parts} AS sum`, { type: QueryTypes.SELECT });
  return row!.sum;
}

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  app = buildTestApp({ db });
  signedIn = (await signUp(app)).agent;
});
afterAll(() => db.close());

interface Route {
  method: 'post' | 'patch' | 'delete' | 'get';
  path: string;
  fields: string[];
}

const routes: Route[] = [
  { method: 'post', path: '/api/register', fields: ['firstName', 'lastName', 'email', 'password', 'timeZone'] },
  { method: 'post', path: '/api/login', fields: ['email', 'password'] },
  { method: 'post', path: '/api/logout', fields: [] },
  { method: 'post', path: '/api/sessions', fields: ['name', 'type', 'config', 'state'] },
  { method: 'post', path: '/api/sessions/log', fields: ['id', 'session_type', 'technique', 'duration', 'completed', 'mood_tag', 'timestamp'] },
  { method: 'delete', path: '/api/sessions/:id', fields: [] },
  { method: 'patch', path: '/api/user/preferences', fields: ['streakTrackingEnabled', 'monthlyStatsEnabled', 'ouraRingEnabled', 'appleHealthEnabled', 'timeZone'] },
  { method: 'delete', path: '/api/user', fields: ['password'] },
  { method: 'post', path: '/api/recommendations/personal', fields: ['current_mood', 'time_available', 'goals', 'experience_level'] },
  { method: 'post', path: '/api/forgot-password', fields: ['email'] },
  { method: 'post', path: '/api/reset-password', fields: ['token', 'password'] },
  { method: 'post', path: '/api/contact', fields: ['name', 'email', 'subject', 'message'] },
  { method: 'get', path: '/api/sessions/log', fields: [] },
  { method: 'get', path: '/api/user/stats', fields: [] },
];

/** Random JSON, and objects that use the route's own field names with random values (they get further in). */
const bodyFor = (route: Route) =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    route.fields.length
      ? fc.record(Object.fromEntries(route.fields.map((f) => [f, fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string(), fc.emailAddress(), fc.uuid())])), { requiredKeys: [] })
      : fc.constant({}),
  );

describe('fuzzing every route with random JSON', () => {
  for (const route of routes) {
    it(`${route.method.toUpperCase()} ${route.path}: never a 5xx, and a rejected request changes no row`, async () => {
      await fc.assert(
        fc.asyncProperty(bodyFor(route), fc.boolean(), fc.string({ maxLength: 40 }), async (body, asUser, param) => {
          // Signing out the shared user would leave the later routes fuzzed signed-out only.
          const agent = asUser && route.path !== '/api/logout' ? signedIn : browser(app);
          const path = route.path.replace(':id', encodeURIComponent(param) || 'x');
          const before = await checksum();
          const call = agent[route.method](route.method === 'get' ? `${path}?limit=${encodeURIComponent(param)}` : path);
          const response = route.method === 'get' ? await call : await call.set('Content-Type', 'application/json').send(JSON.stringify(body));
          expect(response.status, JSON.stringify({ body, param, answer: response.body })).toBeLessThan(500);
          if (response.status >= 400) {
            expect(typeof response.body.error).toBe('string');
            expect(await checksum()).toBe(before);
          }
        }),
        { numRuns: 30 },
      );
    });
  }

  it('kept the shared user signed in throughout (so every route was fuzzed signed-in too)', async () => {
    expect((await signedIn.get('/api/user')).status).toBe(200);
  });
});
