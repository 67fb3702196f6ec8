import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StillpointApp } from '../src/app';
import type { Database } from '../src/db/database';
import { browser, buildTestApp, TEST_PASSWORD, uniqueEmail } from './testApp';
import { openWorkerDatabase } from './testDatabase';

let db: Database;
let app: StillpointApp;

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  app = buildTestApp({ db });
});
afterAll(() => db.close());

/** 3,200 random characters, as an attacker's script would send them (past PostgreSQL's index row limit once stored raw). */
const long = (suffix = '') => `${randomBytes(2400).toString('base64')}${suffix}`;

/** The calls that take an e-mail address from anyone, each with a body that is valid but for the field a test replaces. */
const CALLS = {
  '/api/login': { email: uniqueEmail(), password: 'some password' },
  '/api/register': { firstName: 'Long', lastName: 'Input', email: uniqueEmail(), password: TEST_PASSWORD },
  '/api/forgot-password': { email: uniqueEmail() },
  '/api/contact': { name: 'Long Input', email: uniqueEmail(), subject: 'Hello', message: 'A message.' },
} as const;

describe('long input on the calls anyone can make', () => {
  it.each(Object.keys(CALLS))('%s answers 400 naming the e-mail field for a 3,200-character e-mail, before anything is counted or stored', async (path) => {
    for (const email of [long(), long('@example.com')]) {
      const response = await browser(app).post(path).send({ ...CALLS[path as keyof typeof CALLS], email });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatch(/^email: must be at most 254 characters/);
    }
  });

  it.each(Object.keys(CALLS))('%s answers a field of 3,200 characters with a 400 naming it (the contact message may be 5,000), never a 5xx', async (path) => {
    const body = CALLS[path as keyof typeof CALLS];
    for (const field of Object.keys(body)) {
      const response = await browser(app).post(path).send({ ...body, email: uniqueEmail(), [field]: long() });
      if (path === '/api/contact' && field === 'message') {
        expect(response.status, field).toBe(201);
        continue;
      }
      expect(response.status, field).toBe(400);
      expect(response.body.error, field).toMatch(new RegExp(`^${field}: must be `));
    }
  });
});
