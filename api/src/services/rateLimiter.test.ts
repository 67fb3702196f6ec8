import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openWorkerDatabase } from '../../test/testDatabase';
import { browser, buildTestApp, settled, signUp, TEST_PASSWORD, uniqueEmail } from '../../test/testApp';
import { MINUTE, TestClock } from '../../test/testClock';
import type { StillpointApp } from '../app';
import { defaultRateLimits, longestWindowSeconds } from '../config';
import type { Database } from '../db/database';

let db: Database;
let app: StillpointApp;
const clock = new TestClock();
let ipCounter = 0;

beforeAll(async () => {
  ({ db } = await openWorkerDatabase());
  // The production limits; each test comes from its own address (the app trusts X-Forwarded-For here).
  app = buildTestApp({ db, clock, config: { rateLimits: defaultRateLimits } });
});
afterAll(() => db.close());

let ip = '';
beforeEach(() => {
  clock.set(new Date(Date.UTC(2030, 0, 1) + Math.floor(Math.random() * 1e9)));
  ipCounter += 1;
  ip = `203.0.${Math.floor(Math.random() * 250)}.${ipCounter}`;
});

const from = (address: string) => browser(app).set('X-Forwarded-For', address);

describe('rate limits, counted in PostgreSQL', () => {
  it('allows 10 failed sign-ins per account from one client address in 15 minutes, then answers that client 429 with Retry-After, whatever it sends', async () => {
    const { email } = await signUp(app);
    for (let i = 0; i < 10; i += 1) expect((await from(ip).post('/api/login').send({ email, password: 'wrong password' })).status).toBe(401);
    const blocked = await from(ip).post('/api/login').send({ email, password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: 'Too many attempts. Please try again in 15 minutes.' });
    expect(blocked.headers['retry-after']).toBe('900');

    clock.advance(5 * MINUTE);
    expect((await from(ip).post('/api/login').send({ email, password: TEST_PASSWORD })).headers['retry-after']).toBe('600');
    clock.advance(10 * MINUTE);
    expect((await from(ip).post('/api/login').send({ email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('never locks the owner out: 15 wrong passwords from an attacker, and the owner signs in from another address while the attacker stays limited', async () => {
    const { email } = await signUp(app);
    const attacker = `10.8.1.${ipCounter}`;
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) statuses.push((await from(attacker).post('/api/login').send({ email, password: `guess ${i}` })).status);
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);

    const owner = await from(ip).post('/api/login').send({ email, password: TEST_PASSWORD });
    expect(owner.status).toBe(200);
    expect(owner.body.email).toBe(email);
    // The attacker is still refused, even with the right password, until its own window ends.
    expect((await from(attacker).post('/api/login').send({ email, password: TEST_PASSWORD })).status).toBe(429);
    // The owner's own typo after that is a plain 401, and the right password still gets in.
    expect((await from(ip).post('/api/login').send({ email, password: 'typo' })).status).toBe(401);
    expect((await from(ip).post('/api/login').send({ email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('lets the owner in while failures for the account come from many addresses', async () => {
    const { email } = await signUp(app);
    for (let i = 0; i < 12; i += 1) expect((await from(`10.9.${i}.${ipCounter}`).post('/api/login').send({ email, password: 'wrong' })).status).toBe(401);
    expect((await from(ip).post('/api/login').send({ email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('keeps no e-mail address in the clear: every counter key is a fixed-size hash', async () => {
    const email = uniqueEmail();
    await from(ip).post('/api/forgot-password').send({ email });
    await from(ip).post('/api/login').send({ email, password: 'wrong' });
    const [rows] = await db.sequelize.query('SELECT key FROM rate_limit_counters');
    const keys = (rows as { key: string }[]).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => key.includes(email) || key.includes(ip))).toEqual([]);
    expect(keys.every((key) => /^[A-Za-z0-9_-]{43}$/.test(key))).toBe(true);
  });

  it('purges the counters whose window ended, and keeps the ones still counting', async () => {
    const limiter = app.deps.limiter;
    const limit = { max: 5, windowSeconds: 60 * 60 };
    await limiter.count(`purge-test:old:${ip}`, limit);
    clock.advance(61 * MINUTE);
    await limiter.count(`purge-test:new:${ip}`, limit);
    expect(await limiter.purgeExpired(longestWindowSeconds(defaultRateLimits))).toBeGreaterThanOrEqual(1);
    // Counted again: the purged counter starts over (in a window long enough to have kept it), the kept one goes on.
    expect((await limiter.count(`purge-test:old:${ip}`, { max: 5, windowSeconds: 365 * 24 * 60 * 60 })).count).toBe(1);
    expect((await limiter.count(`purge-test:new:${ip}`, limit)).count).toBe(2);
  });

  it('allows 30 sign-in attempts per client address in 15 minutes, whatever the e-mail', async () => {
    for (let i = 0; i < 30; i += 1) expect((await from(ip).post('/api/login').send({ email: uniqueEmail(), password: 'x' })).status).toBe(401);
    const blocked = await from(ip).post('/api/login').send({ email: uniqueEmail(), password: 'x' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBe(900);
    // Another address is not affected.
    expect((await from(`10.4.0.${ipCounter}`).post('/api/login').send({ email: uniqueEmail(), password: 'x' })).status).toBe(401);
  });

  it('counts the address the proxy saw, not one the client wrote into X-Forwarded-For (TRUST_PROXY=1)', async () => {
    // The proxy appends the address it saw to whatever the client sent; a fresh spoofed entry each time changes nothing.
    const spoofing = (i: number) => browser(app).set('X-Forwarded-For', `198.18.${i % 250}.${ipCounter}, ${ip}`);
    for (let i = 0; i < 30; i += 1) expect((await spoofing(i).post('/api/login').send({ email: uniqueEmail(), password: 'x' })).status).toBe(401);
    for (let i = 30; i < 35; i += 1) expect((await spoofing(i).post('/api/login').send({ email: uniqueEmail(), password: 'x' })).status).toBe(429);
  });

  it('behind two proxies (TRUST_PROXY=2), counts the address the outer one saw', async () => {
    const twoHops = buildTestApp({ db, clock, config: { rateLimits: defaultRateLimits, proxyHops: 2 } });
    const spoofing = (i: number) => browser(twoHops).set('X-Forwarded-For', `spoofed-${i}, ${ip}, 10.0.0.2`);
    for (let i = 0; i < 30; i += 1) expect((await spoofing(i).post('/api/login').send({ email: uniqueEmail(), password: 'x' })).status).toBe(401);
    expect((await spoofing(30).post('/api/login').send({ email: uniqueEmail(), password: 'x' })).status).toBe(429);
  });

  it('allows 10 registrations per client address an hour', async () => {
    for (let i = 0; i < 10; i += 1) {
      const response = await from(ip).post('/api/register').send({ firstName: 'A', lastName: 'B', email: uniqueEmail(), password: TEST_PASSWORD });
      expect(response.status).toBe(201);
    }
    const blocked = await from(ip).post('/api/register').send({ firstName: 'A', lastName: 'B', email: uniqueEmail(), password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBe('3600');
  });

  it('allows 5 registrations per e-mail address an hour, from any client address', async () => {
    const email = uniqueEmail();
    const register = (address: string) => from(address).post('/api/register').send({ firstName: 'A', lastName: 'B', email, password: TEST_PASSWORD });
    // The first creates the account, the next four are refused as taken: all five count.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await register(`10.5.${i}.${ipCounter}`)).status);
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    const blocked = await register(ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: 'Too many attempts. Please try again in 60 minutes.' });
    expect(blocked.headers['retry-after']).toBe('3600');
  });

  it('allows 3 reset requests an hour per client address and e-mail together: a stranger asking for the address spends nothing of its owner\'s allowance', async () => {
    const email = uniqueEmail();
    const stranger = `10.1.0.${ipCounter}`;
    for (let i = 0; i < 3; i += 1) expect((await from(stranger).post('/api/forgot-password').send({ email })).status).toBe(200);
    const blocked = await from(stranger).post('/api/forgot-password').send({ email });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('Too many attempts. Please try again in 60 minutes.');
    expect(blocked.headers['retry-after']).toBe('3600');

    const owner = await from(ip).post('/api/forgot-password').send({ email: email.toUpperCase() });
    expect(owner.status).toBe(200);
    expect(owner.body).toEqual({ message: 'If an account exists for that address, we have sent it a link to reset the password.' });
  });

  it('mails an address at most once in 5 minutes, whoever asks, and answers every asker the same neutral text', async () => {
    const { email } = await signUp(app);
    const mails = vi.spyOn(app.deps.mailer, 'send');
    try {
      const ask = (address: string) => from(address).post('/api/forgot-password').send({ email });
      const answers = await Promise.all([ask(`10.2.0.${ipCounter}`), ask(`10.2.1.${ipCounter}`), ask(ip), ask(ip)]);
      expect(answers.map((answer) => [answer.status, answer.body.message])).toEqual(
        Array(4).fill([200, 'If an account exists for that address, we have sent it a link to reset the password.']),
      );
      await settled();
      expect(mails).toHaveBeenCalledTimes(1);

      clock.advance(4 * MINUTE);
      expect((await ask(`10.2.2.${ipCounter}`)).status).toBe(200);
      await settled();
      expect(mails).toHaveBeenCalledTimes(1);

      clock.advance(MINUTE);
      expect((await ask(ip)).status).toBe(200);
      await settled();
      expect(mails).toHaveBeenCalledTimes(2);
    } finally {
      mails.mockRestore();
    }
  });

  it('allows 10 reset requests per client address an hour, whatever the e-mail', async () => {
    for (let i = 0; i < 10; i += 1) expect((await from(ip).post('/api/forgot-password').send({ email: uniqueEmail() })).status).toBe(200);
    clock.advance(20 * MINUTE);
    const blocked = await from(ip).post('/api/forgot-password').send({ email: uniqueEmail() });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: 'Too many attempts. Please try again in 40 minutes.' });
    expect(blocked.headers['retry-after']).toBe('2400');
    expect((await from(`10.6.0.${ipCounter}`).post('/api/forgot-password').send({ email: uniqueEmail() })).status).toBe(200);
  });

  it('allows 10 password resets per client address in 15 minutes, then 429 with Retry-After; another address is not affected', async () => {
    const reset = (address: string) => from(address).post('/api/reset-password').send({ token: 'A'.repeat(43), password: 'whatever123' });
    for (let i = 0; i < 10; i += 1) expect((await reset(ip)).status).toBe(400);
    const blocked = await reset(ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: 'Too many attempts. Please try again in 15 minutes.' });
    expect(blocked.headers['retry-after']).toBe('900');
    expect((await reset(`10.6.1.${ipCounter}`)).status).toBe(400);
  });

  it('allows 5 contact messages per e-mail address an hour, from any client address', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i += 1) {
      expect((await from(`10.7.${i}.${ipCounter}`).post('/api/contact').send({ name: 'A', email, subject: 'S', message: 'M' })).status).toBe(201);
    }
    const blocked = await from(ip).post('/api/contact').send({ name: 'A', email: email.toUpperCase(), subject: 'S', message: 'M' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBe('3600');
  });

  it('allows 5 contact messages per client address an hour, whatever the e-mail', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await from(ip).post('/api/contact').send({ name: 'A', email: uniqueEmail(), subject: 'S', message: 'M' })).status).toBe(201);
    }
    const blocked = await from(ip).post('/api/contact').send({ name: 'A', email: uniqueEmail(), subject: 'S', message: 'M' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: 'Too many attempts. Please try again in 60 minutes.' });
    expect(blocked.headers['retry-after']).toBe('3600');
  });

  it('counts parallel attempts exactly: 20 wrong passwords at once from one address against a limit of 10 let exactly 10 through', async () => {
    const { email } = await signUp(app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => from(ip).post('/api/login').send({ email, password: 'wrong password' })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });
});
