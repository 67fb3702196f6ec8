import { randomUUID } from 'node:crypto';
import { BELLS_ON_DEFAULTS, BREATHING_PRESET_CONFIGS, DEFAULT_MEDITATION_CONFIG, type BreathingConfig, type MeditationConfig } from '@stillpoint/sdk/catalog';
import type Koa from 'koa';
import request from 'supertest';
import { createApp, type StillpointApp } from '../src/app';
import type { AccountMails } from '../src/services/accountMails';
import type { SessionCaching } from '../src/http/sessionCaching';
import { defaultRateLimits, EXAMPLE_OPERATOR, type AppConfig, type RateLimits } from '../src/config';
import type { Database } from '../src/db/database';
import { silentLogger, type Logger } from '../src/logger';
import { localProvider } from '../src/services/billing/localProvider';
import type { BillingProvider } from '../src/services/billing/provider';
import type { PushSender } from '../src/services/push/pushSender';
import { systemClock, type Clock } from '../src/services/clock';
import { smtpMailer, type Mailer } from '../src/services/mailer';

export const APP_ORIGIN = 'http://app.stillpoint.test';
export const TEST_PASSWORD = 'correct horse battery';

/** Rate limits high enough that ordinary tests never meet them; the rate-limit tests use the real ones. */
const generous = { max: 100_000, windowSeconds: 60 };
export const generousLimits: RateLimits = Object.fromEntries(
  Object.keys(defaultRateLimits).map((action) => [action, { perIp: generous, perEmail: generous }]),
) as unknown as RateLimits;

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    appOrigin: APP_ORIGIN,
    secureCookies: false,
    proxyHops: 1,
    sessionKeys: ['test-session-key'],
    sessionMaxAgeMs: 30 * 24 * 60 * 60 * 1000,
    developerEmails: new Set(),
    supportEmail: 'support@stillpoint.test',
    mailFrom: 'Stillpoint <no-reply@stillpoint.test>',
    trialDays: 14,
    // Still argon2id, at a cost that keeps the suite quick (production: 64 MiB, 3 passes).
    passwordHashing: { memoryCost: 4096, timeCost: 2, parallelism: 1 },
    rateLimits: generousLimits,
    // The write limits' own tests use the real ones (defaultWriteLimits).
    writeLimits: { perUser: generous, savedSessionsPerAccount: 100_000 },
    hostedAppDir: null,
    operator: EXAMPLE_OPERATOR,
    ...overrides,
  };
}

/** For tests that never look at mail: messages are accepted and dropped. */
export const nullMailer: Mailer = { send: async () => {}, close: () => {} };

export interface TestAppOptions {
  db: Database;
  config?: Partial<AppConfig>;
  clock?: Clock;
  smtpUrl?: string;
  mailer?: Mailer;
  log?: Logger;
  sessionCaching?: SessionCaching;
  accountMails?: AccountMails;
  billing?: BillingProvider;
  push?: PushSender;
}

/** Every app a test file built: test/setup.ts closes them (their change listeners) after the file. */
const openApps = new Set<StillpointApp>();

export function buildTestApp(options: TestAppOptions): StillpointApp {
  const config = testConfig(options.config);
  const mailer = options.mailer ?? (options.smtpUrl ? smtpMailer(options.smtpUrl, config.mailFrom) : nullMailer);
  const app = createApp({
    db: options.db,
    mailer,
    config,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.sessionCaching ? { sessionCaching: options.sessionCaching } : {}),
    // The test origin is not loopback, so the local provider is chosen here by name, as BILLING_PROVIDER=local would.
    billing: options.billing ?? localProvider(options.db.sequelize, { checkoutBase: `${config.appOrigin}/api/billing/local/checkout`, now: () => (options.clock ?? systemClock).now() }),
    ...(options.push ? { push: options.push } : {}),
    log: options.log ?? silentLogger,
    ...(options.accountMails ? { accountMails: options.accountMails } : {}),
  });
  openApps.add(app);
  return app;
}

/** Resolves once the e-mails that requests of every test app asked for have been sent (or given up). */
export async function settled(): Promise<void> {
  await Promise.all([...openApps].map((app) => app.settled()));
}

export async function closeTestApps(): Promise<void> {
  const apps = [...openApps];
  openApps.clear();
  await Promise.all(apps.map((app) => app.close()));
}

export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.com`;
}

/** A cookie-keeping client that sends Origin on every request, as a browser on the app's page does. */
export function browser(app: Koa) {
  return request.agent(app.callback()).set('Origin', APP_ORIGIN);
}

export type Browser = ReturnType<typeof browser>;

export interface SignedUp {
  agent: Browser;
  email: string;
  password: string;
  id: string;
}

export async function signUp(app: Koa, fields: Partial<{ firstName: string; lastName: string; email: string; password: string; timeZone: string; locale: string }> = {}): Promise<SignedUp> {
  const agent = browser(app);
  const body = { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail(), password: TEST_PASSWORD, ...fields };
  const response = await agent.post('/api/register').send(body);
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  // The confirmation e-mail goes out after the answer; the new user has it by the time they look.
  await settled();
  return { agent, email: body.email, password: body.password, id: (response.body as { id: string }).id };
}

/** An account inserted straight in SQL (no password to sign in with), for tests of the services beneath the routes; answers its id. */
export async function insertAccount(db: Database): Promise<string> {
  const [[row]] = (await db.sequelize.query(
    `INSERT INTO users (email, first_name, last_name, password_hash, trial_started_at, trial_ends_at)
     VALUES (:email, 'Ada', 'Lovelace', 'not a hash', now(), now() + interval '14 days') RETURNING id`,
    { replacements: { email: uniqueEmail('account') } },
  )) as unknown as [[{ id: string }]];
  return row.id;
}

/** Stores `count` copies of the box-breathing session named `name` for the user straight in SQL, as an admin or an older version might have. */
export function seedSavedSessions(db: Database, userId: string, count: number, name = 'Seeded') {
  return db.sequelize.query(`INSERT INTO saved_sessions (user_id, name, type, config) SELECT :userId, :name, 'breathing', CAST(:config AS jsonb) FROM generate_series(1, :count)`, {
    replacements: { userId, name, count, config: JSON.stringify(breathingConfig) },
  });
}

/** The configs the catalog accepts, as the builders produce them: box breathing by rounds, and the default meditation with its bells filled in but off. */
export const breathingConfig: BreathingConfig = { ...BREATHING_PRESET_CONFIGS.box, duration: { type: 'rounds', value: 6 } };

export const meditationConfig: MeditationConfig = { ...DEFAULT_MEDITATION_CONFIG, bells: { ...BELLS_ON_DEFAULTS, enabled: false } };
