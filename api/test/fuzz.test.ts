import fc from 'fast-check';
import type Koa from 'koa';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extremeNumber, extremeString, extremeValue, incompressibleText, isoDateAnyInstant, isoDateAnyYear, rawJsonText } from './extremeValues';
import { routeKey, routeTable, type RouteEntry } from './routeTable';
import { openWorkerDatabase } from './testDatabase';
import { APP_ORIGIN, breathingConfig, buildTestApp, settled, TEST_PASSWORD, uniqueEmail } from './testApp';
import type { Database } from '../src/db/database';

let db: Database;
let app: Koa;
/** The Cookie header of a signed-in user (sent by hand: supertest's cookie jar chokes on fuzzed cookies). */
let signedInCookie: string;
let tables: string[];

/**
 * Every table's content, hashed. The tables are read from the database, so a new one is covered too;
 * rate_limit_counters is left out on purpose (it counts attempts, rejected ones included: its job), and
 * so is the migrations' bookkeeping.
 */
async function checksum(): Promise<string> {
  const parts = tables.map((table) => `(SELECT coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') FROM "${table}" t)`).join(` || ':' || `);
  const [row] = await db.sequelize.query<{ sum: string }>(`SELECT ${parts} AS sum`, { type: QueryTypes.SELECT });
  return row!.sum;
}

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  app = buildTestApp({ db });
  const registered = await request(app.callback()).post('/api/register').send({ firstName: 'Fuzz', lastName: 'User', email: uniqueEmail('fuzz'), password: TEST_PASSWORD });
  signedInCookie = (registered.headers['set-cookie'] as unknown as string[]).map((cookie) => cookie.split(';')[0]).join('; ');
  tables = (
    await db.sequelize.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('rate_limit_counters', 'schema_migrations')
        ORDER BY 1`,
      { type: QueryTypes.SELECT },
    )
  ).map((row) => row.name);
});
afterAll(() => db.close());

interface Example {
  body?: Record<string, unknown>;
  query?: Record<string, string>;
}

/**
 * A valid call of every route, which the fuzzer spoils a field at a time (so the spoiled field is what
 * gets judged, not whichever field fails first). A route of the app missing here fails the first test.
 */
const examples: Record<string, Example> = {
  'GET /api/health': {},
  'POST /api/register': { body: { firstName: 'Ada', lastName: 'Lovelace', email: 'fuzz@example.com', password: 'correct horse battery', timeZone: 'Europe/Amsterdam' } },
  'POST /api/login': { body: { email: 'fuzz@example.com', password: 'correct horse battery' } },
  'POST /api/logout': {},
  'GET /api/login': {},
  'GET /api/user': {},
  'PATCH /api/user/preferences': {
    body: { streakTrackingEnabled: true, monthlyStatsEnabled: true, ouraRingEnabled: false, appleHealthEnabled: false, timeZone: 'UTC', goal: 'stress', experience: 'beginner', timeCommitment: '5min', onboardingDone: true },
  },
  'GET /api/user/stats': {},
  'GET /api/user/export': {},
  'DELETE /api/user': { body: { password: 'not the password' } },
  'GET /api/sessions': {},
  'POST /api/sessions': { body: { name: 'Box', type: 'breathing', config: breathingConfig, state: 'idle' } },
  'POST /api/sessions/log': { body: { session_type: 'breathing', technique: 'box', duration: 300, completed: true, mood_tag: 'calm', timestamp: '2026-01-01T08:00:00Z' } },
  'GET /api/sessions/log': { query: { limit: '10' } },
  'PATCH /api/sessions/:id': { body: { name: 'Evening box' } },
  'DELETE /api/sessions/:id': {},
  'PUT /api/sessions/running/:id': { body: { session_type: 'meditation', technique: 'quick', duration: 1200, mood_tag: null, started_at: '2026-01-01T08:00:00Z', ends_at: '2026-01-01T08:20:00Z' } },
  'DELETE /api/sessions/running/:id': {},
  'GET /api/subscription/status': {},
  'POST /api/recommendations/personal': { body: { current_mood: 'fall-asleep', time_available: 10, goals: ['sleep'], experience_level: 'beginner' } },
  'POST /api/forgot-password': { body: { email: 'fuzz@example.com' } },
  'POST /api/reset-password': { body: { token: 'x'.repeat(43), password: 'a new passphrase' } },
  'POST /api/verify-email': { body: { token: 'x'.repeat(43) } },
  'POST /api/contact': { body: { name: 'Ada', email: 'fuzz@example.com', subject: 'Hello', message: 'Hi there' } },
  'POST /api/subscription/restore': {},
  'POST /api/subscription/cancel': {},
  'POST /api/subscription/resume': {},
  'POST /api/subscription/free-session': {},
  'POST /api/mollie/create-checkout': { body: { plan: 'yearly' } },
  'POST /api/mollie/webhook': { body: { id: 'tr_local_unknown' } },
  'POST /api/email/unsubscribe': { query: { token: 'bm90LWEtdXNlcg.c2lnbmF0dXJl' } },
  'GET /api/dev/access': {},
  'POST /api/quick-setup': {},
  'POST /api/email/test-trial-email': { body: { email: 'fuzz@example.com', firstName: 'Ada', day: 2 } },
  'GET /api/billing/local/checkout/:id': {},
  'POST /api/billing/local/checkout/:id': { body: { outcome: 'paid' } },
  'GET /api/billing/local/console': {},
  'GET /api/calmkit/download': { query: { lang: 'de' } },
  'GET /api/calmkit/view': { query: { lang: 'fr' } },
  'POST /api/billing/local/console/renew': { body: { subscriptionId: 'sub_local_unknown', outcome: 'paid' } },
  // `.invalid` never resolves (RFC 2606): a test push to it is refused at the lookup, so the fuzzer sends nothing anywhere.
  'GET /api/push/public-key': {},
  'GET /api/push/status': {},
  'POST /api/push/subscribe': { body: { subscription: { endpoint: 'https://push.example.invalid/device/1', expirationTime: null, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } } } },
  'POST /api/push/unsubscribe': { body: { endpoint: 'https://push.example.invalid/device/1' } },
  'POST /api/push/test': {},
  'PUT /api/push/reminder': { body: { enabled: true, time: '07:30', days: [1, 2, 3, 4, 5] } },
};

/** These change who the cookie signs in, so they never run on the shared signed-in browser. */
const switchesSession = new Set(['POST /api/register', 'POST /api/login', 'POST /api/logout']);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T/;

/** A value of the same kind as `value` (a date for a date, a number for a number), taken to its extremes. */
function extremeOfKind(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === 'string' && ISO_DATE.test(value)) return fc.oneof({ arbitrary: isoDateAnyYear, weight: 3 }, isoDateAnyInstant, extremeValue);
  if (typeof value === 'number') return fc.oneof({ arbitrary: extremeNumber, weight: 3 }, extremeValue);
  if (typeof value === 'string') return fc.oneof({ arbitrary: extremeString, weight: 3 }, extremeValue);
  return extremeValue;
}

/** The JSON text of a body: the example with one field spoiled, random fields, random JSON, or JSON that JSON.stringify cannot write. */
function bodyText(example: Example): fc.Arbitrary<string> {
  const body = example.body ?? {};
  const fields = Object.keys(body);
  const spoilOne = fields.length
    ? fc.constantFrom(...fields).chain((field) => extremeOfKind(body[field]).map((value) => ({ ...body, [field]: value })))
    : fc.constant(body);
  const unknownField = fc.tuple(fc.string({ maxLength: 12 }), extremeValue).map(([field, value]) => ({ ...body, [field]: value }));
  const randomFields = fc.record(Object.fromEntries(fields.map((field) => [field, extremeValue])), { requiredKeys: [] });
  return fc.oneof(
    { arbitrary: spoilOne.map((value) => JSON.stringify(value)), weight: 4 },
    unknownField.map((value) => JSON.stringify(value)),
    randomFields.map((value) => JSON.stringify(value)),
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    rawJsonText(fields),
  );
}

const queryString = (example: Example): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constant(new URLSearchParams(example.query ?? {}).toString()),
    fc
      .dictionary(fc.oneof(fc.constantFrom('limit', 'token', 'email', '__proto__', 'constructor'), fc.string({ maxLength: 10 })), fc.oneof(extremeString, extremeNumber.map(String), isoDateAnyYear), { maxKeys: 4 })
      .map((query) => new URLSearchParams(query).toString()),
    fc.constantFrom('%', '%E0%A4%A', 'limit=1&limit=2', 'limit[]=1', 'limit[a]=1', 'limit=%00', '=&=&', 'limit=1e400', `limit=${'9'.repeat(400)}`, 'limit=-0', 'limit=0x10'),
  );

/** Printable header text (what an HTTP client can send at all). */
const headerText = fc.stringMatching(/^[\x21-\x7e][\x20-\x7e]{0,60}$/);

const headers = fc.record(
  {
    'X-Forwarded-For': fc.oneof(fc.ipV4(), fc.ipV6(), headerText),
    'X-Forwarded-Proto': fc.constantFrom('https', 'http', 'ftp', 'https, http'),
    'X-Forwarded-Host': fc.oneof(fc.domain(), headerText),
    Cookie: fc.oneof(headerText, fc.tuple(headerText, headerText).map(([value, signature]) => `stillpoint.sid=${value}; stillpoint.sid.sig=${signature}`)),
    'Content-Type': fc.constantFrom('application/json', 'application/json; charset=utf-8', 'application/json; charset=latin1', 'application/json; charset=utf-16', 'application/json; charset=nope', 'application/vnd.api+json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset="'),
    'Content-Encoding': fc.constantFrom('identity', 'gzip', 'deflate', 'br', 'compress', 'x-unknown'),
    Accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/png'),
    'Accept-Encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', '*;q=0'),
    'If-None-Match': headerText,
    'If-Modified-Since': fc.oneof(headerText, isoDateAnyYear),
    Range: fc.constantFrom('bytes=0-1', 'bytes=-1', 'bytes=x', 'bytes=0-0,1-1'),
    'Sec-Fetch-Site': fc.constantFrom('same-origin', 'same-site', 'none', 'cross-site'),
    Origin: fc.constantFrom(APP_ORIGIN, 'null', 'https://evil.example', 'http://app.stillpoint.test:80'),
    'User-Agent': fc.oneof(headerText, fc.nat(8000).map((n) => 'u'.repeat(n))),
  },
  { requiredKeys: [] },
);

/** Percent-encodes the UTF-8 bytes of any string (encodeURIComponent throws on a lone surrogate). */
const percentEncoded = (value: string) => [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

const pathParam = fc.oneof(
  fc.uuid(),
  fc.string({ unit: 'binary', maxLength: 40 }).map((value) => percentEncoded(value) || 'x'),
  fc.constantFrom('%', '%E0%A4%A', '%00', '..', '00000000-0000-0000-0000-000000000000', 'x'.repeat(5000)),
);

interface Call {
  asUser: boolean;
  param: string;
  query: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** Sends one call and checks the two promises: never a 5xx; a refused call (4xx) changed no row. */
async function expectSafe(route: RouteEntry, call: Call): Promise<request.Response> {
  const key = routeKey(route);
  const path = route.path.replace(':id', call.param);
  const cookies = [call.asUser && !switchesSession.has(key) ? signedInCookie : '', call.headers.Cookie ?? ''].filter(Boolean).join('; ');
  // What earlier calls started after their answer (a confirmation e-mail and its link) lands first.
  await settled();
  const before = await checksum();
  const client = request(app.callback()) as unknown as Record<string, (url: string) => request.Test>;
  let pending = client[route.method.toLowerCase()]!(call.query ? `${path}?${call.query}` : path).set({ Origin: APP_ORIGIN, ...call.headers });
  if (cookies) pending = pending.set('Cookie', cookies);
  if (call.body !== undefined) {
    if (!call.headers['Content-Type']) pending = pending.set('Content-Type', 'application/json');
    pending = pending.send(call.body);
  }
  const response = await pending;
  // So does what this call started: a refused call must not have started anything that writes.
  await settled();
  const context = JSON.stringify({ route: key, ...call, body: call.body?.slice(0, 300), answer: response.body });
  expect(response.status, context).toBeLessThan(500);
  if (response.status >= 400) {
    // 431 comes from Node itself (request line and headers over 16 kB), before the app, without a body.
    if (response.status !== 431) expect(typeof response.body.error, context).toBe('string');
    expect(await checksum(), context).toBe(before);
  }
  return response;
}

describe('fuzzing every route with random and extreme input', () => {
  it('knows a valid call of every route the app has (a new route must be added to the examples)', () => {
    const keys = routeTable(app).map(routeKey);
    expect(keys.length).toBeGreaterThanOrEqual(21);
    expect(keys.filter((key) => !(key in examples))).toEqual([]);
    expect(Object.keys(examples).filter((key) => !keys.includes(key))).toEqual([]);
  });

  /**
   * Each field of each valid call, replaced in turn by each of these: the values every route must
   * refuse or store faithfully (the year 0000, which zod accepts and PostgreSQL does not, answered 500;
   * 3,200 characters that do not compress, which the rate limiter wrote into an index before validation).
   */
  const boundaryValues: unknown[] = [
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00+14:00',
    '9999-12-31T23:59:59.999-12:00',
    '1970-01-01T00:00:00Z',
    '+275760-09-13T00:00:00.000Z',
    '-000001-01-01T00:00:00Z',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '😀'.repeat(1000),
    'x'.repeat(20_000),
    incompressibleText(3_200),
    ' ',
    '',
    1e308,
    -1,
    2 ** 31,
    Number.MAX_SAFE_INTEGER + 2,
    0.5,
    null,
    true,
    [],
    {},
  ];

  it('refuses or handles each boundary value in each field of each route, without a 5xx or a change on refusal', { timeout: 180_000 }, async () => {
    for (const route of routeTable(app)) {
      const example = examples[routeKey(route)] ?? {};
      const base: Call = { asUser: true, param: '00000000-0000-4000-8000-000000000000', query: new URLSearchParams(example.query ?? {}).toString(), headers: {}, body: example.body ? JSON.stringify(example.body) : undefined };
      for (const value of boundaryValues) {
        for (const field of Object.keys(example.body ?? {})) await expectSafe(route, { ...base, body: JSON.stringify({ ...example.body, [field]: value }) });
        for (const field of Object.keys(example.query ?? {})) await expectSafe(route, { ...base, query: new URLSearchParams({ ...example.query, [field]: String(value) }).toString() });
        if (route.path.includes(':id') && typeof value === 'string' && value) await expectSafe(route, { ...base, param: percentEncoded(value) });
      }
    }
  });

  for (const route of Object.keys(examples)) {
    const [method, path] = route.split(' ') as [string, string];
    const example = examples[route]!;
    it(`${route}: random query, headers and body never answer 5xx, and a refused call changes no row`, { timeout: 120_000 }, async () => {
      const call = fc.record({
        asUser: fc.boolean(),
        param: pathParam,
        query: queryString(example),
        headers,
        body: method === 'GET' || !example.body ? fc.option(bodyText(example), { nil: undefined, freq: 3 }) : bodyText(example),
      });
      await fc.assert(
        fc.asyncProperty(call, async (value) => {
          await expectSafe({ method, path }, value);
        }),
        { numRuns: 40 },
      );
    });
  }

  it('kept the shared user signed in throughout (so every route was fuzzed signed-in too)', async () => {
    expect((await request(app.callback()).get('/api/user').set('Cookie', signedInCookie)).status).toBe(200);
  });
});
