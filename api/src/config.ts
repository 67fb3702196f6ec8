import { join, resolve } from 'node:path';
import * as z from 'zod';
import type { Operator } from './contract/operator';
import { isLoopbackOrigin, loopbackListenAddress } from './loopbackOrigin';
import type { WriteLimits } from './services/writeLimits';

/** Argon2id cost. Production uses the library's defaults (64 MiB, 3 passes); tests inject a cheaper argon2id. */
export interface PasswordHashing {
  readonly memoryCost: number;
  readonly timeCost: number;
  readonly parallelism: number;
}

export const productionHashing: PasswordHashing = { memoryCost: 65536, timeCost: 3, parallelism: 4 };

/**
 * One limit: at most `max` attempts per `windowSeconds`. `perIp` counts every attempt of a client address;
 * `perEmail` every attempt naming an e-mail address, except at sign-in, where it counts failed passwords
 * per account and client address (services/loginThrottle.ts), so nobody can lock an owner out.
 */
export interface RateLimit {
  readonly max: number;
  readonly windowSeconds: number;
}

export type RateLimitedAction = 'login' | 'register' | 'forgotPassword' | 'resetPassword' | 'contact' | 'mollieWebhook';

export interface ActionLimits {
  readonly perIp: RateLimit;
  readonly perEmail: RateLimit;
  /**
   * Reset e-mails sent to one address, whoever asks: a request over it is answered as any other and mails
   * nothing, so the inbox is protected and nobody learns whether the address has an account. Absent: every
   * request mails (the tests' generous limits).
   */
  readonly mailsPerEmail?: RateLimit;
}

export type RateLimits = Readonly<Record<RateLimitedAction, ActionLimits>>;

/** The longest window of `limits`: a counter older than it is read by no limit again, and is purged. */
export const longestWindowSeconds = (limits: RateLimits) =>
  Math.max(...Object.values(limits).flatMap((action) => [action.perIp, action.perEmail, action.mailsPerEmail ?? action.perIp].map((limit) => limit.windowSeconds)));

export const defaultRateLimits: RateLimits = {
  login: { perIp: { max: 30, windowSeconds: 15 * 60 }, perEmail: { max: 10, windowSeconds: 15 * 60 } },
  register: { perIp: { max: 10, windowSeconds: 60 * 60 }, perEmail: { max: 5, windowSeconds: 60 * 60 } },
  // perEmail counts one client address and e-mail together: a stranger's requests spend nothing of the owner's
  // allowance (the owner's way around the sign-in throttle); mailsPerEmail keeps the inbox from being flooded.
  forgotPassword: {
    perIp: { max: 10, windowSeconds: 60 * 60 },
    perEmail: { max: 3, windowSeconds: 60 * 60 },
    mailsPerEmail: { max: 1, windowSeconds: 5 * 60 },
  },
  // A reset link is 256 random bits, so guessing is hopeless; the limit bounds what a flood of bogus links costs.
  // Its body names no e-mail.
  resetPassword: { perIp: { max: 10, windowSeconds: 15 * 60 }, perEmail: { max: 10, windowSeconds: 15 * 60 } },
  contact: { perIp: { max: 5, windowSeconds: 60 * 60 }, perEmail: { max: 5, windowSeconds: 60 * 60 } },
  // Each webhook call costs a call to Mollie under our key, and anyone can post one. Mollie calls from a few addresses,
  // once per change of a payment, and retries a refused call later (for a day): 300 a minute from one address is far
  // above its traffic for us, and keeps one forging address from spending the key's own limit. Its body names no e-mail.
  mollieWebhook: { perIp: { max: 300, windowSeconds: 60 }, perEmail: { max: 300, windowSeconds: 60 } },
};

export interface AppConfig {
  /** The origin the hosted app is served from: links in e-mails point here, and writes must come from it. */
  readonly appOrigin: string;
  /** Secure cookies whenever the app is served over https (production always is). */
  readonly secureCookies: boolean;
  /**
   * How many reverse proxies stand in front of the API (0: none). Only the X-Forwarded-For entries those
   * proxies appended are believed: the client address is the one the outermost of them saw, whatever a
   * client writes into the header itself. X-Forwarded-Proto is believed when there is at least one.
   */
  readonly proxyHops: number;
  /** Keys signing the session cookie; the first signs, all verify (rotation). */
  readonly sessionKeys: readonly string[];
  readonly sessionMaxAgeMs: number;
  /** Lower-cased e-mail addresses that get a developer account (unlimited access, no billing). */
  readonly developerEmails: ReadonlySet<string>;
  readonly supportEmail: string;
  readonly mailFrom: string;
  readonly trialDays: number;
  readonly passwordHashing: PasswordHashing;
  readonly rateLimits: RateLimits;
  /** Per-account write limit and saved-session cap; services/writeLimits.ts has the defaults. */
  readonly writeLimits?: WriteLimits;
  /** Where the built hosted app lives; served when the folder exists. */
  readonly hostedAppDir: string | null;
  /** NODE_ENV=production (npm start sets it): the developer tools answer only confirmed developer accounts. */
  readonly production?: boolean;
  /** Who runs the site: written into every page the server sends (the imprint, the legal pages, the footer). */
  readonly operator: Operator;
  /**
   * The browser suites' hooks (hosted-app/src/features/session/testHooks.ts) on every page sent: set only by the test
   * harness, never read from the environment, and refused by createApp for any origin but a loopback one.
   */
  readonly testHooks?: boolean;
}

/**
 * The operator a loopback origin shows while OPERATOR_* are not set: marked on every page as an example, so nobody
 * mistakes a local copy's imprint for a real one. A public origin never shows it (operatorOf).
 */
export const EXAMPLE_OPERATOR: Operator = {
  name: 'Example operator — set OPERATOR_NAME',
  address: 'Example address — set OPERATOR_ADDRESS',
  email: 'set-OPERATOR_EMAIL@example.invalid',
};

const csv = z
  .string()
  .optional()
  .transform((value) => (value ?? '').split(',').map((part) => part.trim()).filter(Boolean));

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.union([z.ipv4(), z.ipv6(), z.hostname()], { error: 'must be an IP address or a host name (127.0.0.1, ::1, 0.0.0.0, localhost)' }).optional(),
  APP_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  TRUST_PROXY: z
    .union([z.enum(['true', 'false']), z.coerce.number().int().min(0).max(10)], 'must be the number of proxies in front of the API (0-10)')
    .optional()
    .transform((value) => (value === 'true' ? 1 : value === 'false' || value === undefined ? 0 : value)),
  SESSION_SECRET: csv,
  DEVELOPER_EMAILS: csv,
  SUPPORT_EMAIL: z.email().default('support@stillpoint.app'),
  MOLLIE_API_KEY: z.string().regex(/^(live|test)_\w{20,}$/, 'must be a Mollie API key (live_… or test_…)').optional(),
  BILLING_PROVIDER: z.enum(['mollie', 'local'], 'must be mollie or local').optional(),
  MAIL_FROM: z.string().min(3).default('Stillpoint <no-reply@stillpoint.app>'),
  STILLPOINT_DATA_DIR: z.string().trim().min(1, 'must name a folder').optional(),
  // web-push's own format: the P-256 public key (65 bytes) and private key (32 bytes), base64url.
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a VAPID public key (87 base64url characters: npx web-push generate-vapid-keys)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a VAPID private key (43 base64url characters: npx web-push generate-vapid-keys)').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https URL').optional(),
  OPERATOR_NAME: z.string().trim().min(1, 'must name who runs the site').max(200).optional(),
  OPERATOR_ADDRESS: z.string().trim().min(1, 'must be the postal address of who runs the site').max(300).optional(),
  OPERATOR_EMAIL: z.email('must be an e-mail address').optional(),
  OPERATOR_VAT_ID: z.string().trim().regex(/^[A-Z]{2}[0-9A-Z+*.]{2,13}$/, 'must be a VAT identification number (two letters, then 2-13 characters: NL123456789B01)').optional(),
  REQUEST_TIMEOUT_MS: z.coerce.number('must be a number of milliseconds').int('must be a whole number of milliseconds').min(100, 'must be at least 100 (ms)').max(600_000, 'must be at most 600000 (ms)').default(30_000),
});

export type Env = Readonly<Record<string, string | undefined>>;

export function parseEnv(env: Env) {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return result.data;
}

/** What server.ts needs beyond the app: where to listen, and where the local defaults keep their files. */
export interface ServerConfig extends AppConfig {
  readonly port: number;
  /**
   * HOST: the address to bind. Unset, a loopback APP_ORIGIN binds its loopback address (what turns on the free
   * local checkout must not be reachable from the LAN); any other origin binds every interface (undefined, what
   * `listen(port)` does). A LAN address with a loopback origin is a deliberate HOST.
   */
  readonly host: string | undefined;
  /** STILLPOINT_DATA_DIR, default <repo>/.data: the session key, the embedded database and the mail outbox. */
  readonly dataDir: string;
  /** MOLLIE_API_KEY: payments through Mollie; unset, the local provider plays Mollie's part. */
  readonly mollieApiKey: string | undefined;
  /** Who takes payments: Mollie (MOLLIE_API_KEY), or the local provider, which gives subscriptions away (see billingProviderOf). */
  readonly billingProvider: BillingProviderName;
  /** REQUEST_TIMEOUT_MS, default 30 s: a request's headers and body must have arrived within it, else 408. */
  readonly requestTimeoutMs: number;
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or (loopback origins only) the pair kept in the data folder. */
  readonly vapid: { readonly publicKey: string; readonly privateKey: string; readonly source: 'env' | 'stored' };
  /** VAPID_SUBJECT, default `mailto:` SUPPORT_EMAIL: whom push services contact about our traffic. */
  readonly vapidSubject: string;
}

export type BillingProviderName = 'mollie' | 'local';

/**
 * Fails closed: the local provider lets anyone "pay" on our own page, so it runs by default only where nobody
 * else can reach the app (a loopback origin, the two-command default), or when the operator asks for it by name
 * (BILLING_PROVIDER=local: a demo, a phone on the LAN; server.ts warns). A public origin without a key refuses to start.
 */
function billingProviderOf(parsed: ReturnType<typeof parseEnv>, appOrigin: string): BillingProviderName {
  const key = parsed.MOLLIE_API_KEY;
  if (parsed.BILLING_PROVIDER === 'local' && key)
    throw new Error('Invalid configuration: BILLING_PROVIDER: local, but MOLLIE_API_KEY is set too: unset one, so it is clear who takes payments');
  if (parsed.BILLING_PROVIDER === 'mollie' && !key) throw new Error('Invalid configuration: MOLLIE_API_KEY: not set, and BILLING_PROVIDER=mollie needs it (live_… or test_…)');
  if (key) return 'mollie';
  if (parsed.BILLING_PROVIDER === 'local' || isLoopbackOrigin(appOrigin)) return 'local';
  throw new Error(
    `Invalid configuration: MOLLIE_API_KEY: not set, and APP_ORIGIN ${appOrigin} is not a loopback origin: set MOLLIE_API_KEY to take payments (or BILLING_PROVIDER=local for free local payments that anyone can make)`,
  );
}

/**
 * Fails closed like the billing provider: generated keys are kept on this machine only, and subscriptions made with
 * them stop working wherever they are lost (another instance, a new disk). A public origin must set the pair, so all
 * instances push with one key; a loopback one (the two-command default) keeps a generated pair in the data folder.
 */
function vapidOf(parsed: ReturnType<typeof parseEnv>, appOrigin: string, dataDir: string, stored: (dataDir: string) => { publicKey: string; privateKey: string }): ServerConfig['vapid'] {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = parsed;
  if (publicKey && privateKey) return { publicKey, privateKey, source: 'env' };
  if (publicKey || privateKey) throw new Error(`Invalid configuration: ${publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'}: not set, and the other half of the pair is: set both (npx web-push generate-vapid-keys)`);
  if (isLoopbackOrigin(appOrigin)) return { ...stored(dataDir), source: 'stored' };
  throw new Error(
    `Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: not set, and APP_ORIGIN ${appOrigin} is not a loopback origin: generate a pair once (npx web-push generate-vapid-keys) and set both, the same on every instance`,
  );
}

const OPERATOR_SETTINGS = ['OPERATOR_NAME', 'OPERATOR_ADDRESS', 'OPERATOR_EMAIL'] as const;

/**
 * Fails closed like the billing provider: a site that takes payments must say who runs it, so a public origin without
 * OPERATOR_NAME, OPERATOR_ADDRESS and OPERATOR_EMAIL refuses to start. A loopback origin fills what is missing from
 * EXAMPLE_OPERATOR, marked as an example.
 */
function operatorOf(parsed: ReturnType<typeof parseEnv>, appOrigin: string): Operator {
  const missing = OPERATOR_SETTINGS.filter((name) => parsed[name] === undefined);
  if (missing.length > 0 && !isLoopbackOrigin(appOrigin))
    throw new Error(
      `Invalid configuration: ${missing.join(', ')}: not set, and APP_ORIGIN ${appOrigin} is not a loopback origin: the imprint, the privacy policy and the terms name who runs the site (OPERATOR_VAT_ID too, if you have one)`,
    );
  return {
    name: parsed.OPERATOR_NAME ?? EXAMPLE_OPERATOR.name,
    address: parsed.OPERATOR_ADDRESS ?? EXAMPLE_OPERATOR.address,
    email: parsed.OPERATOR_EMAIL ?? EXAMPLE_OPERATOR.email,
    ...(parsed.OPERATOR_VAT_ID ? { vatId: parsed.OPERATOR_VAT_ID } : {}),
  };
}

/**
 * Builds the configuration from environment variables. Without SESSION_SECRET the keys come from
 * `fallback.sessionKeys`, called with the data folder (server.ts keeps a generated key there); without the VAPID pair,
 * for a loopback origin, from `fallback.vapidKeys` (a pair kept there too).
 */
export function configFromEnv(
  env: Env,
  fallback: { sessionKeys: (dataDir: string) => readonly string[]; vapidKeys: (dataDir: string) => { publicKey: string; privateKey: string }; repoRoot: string },
): ServerConfig {
  const parsed = parseEnv(env);
  const appOrigin = new URL(parsed.APP_ORIGIN ?? `http://localhost:${parsed.PORT}`).origin;
  const dataDir = resolve(parsed.STILLPOINT_DATA_DIR ?? join(fallback.repoRoot, '.data'));
  return {
    port: parsed.PORT,
    host: parsed.HOST ?? (isLoopbackOrigin(appOrigin) ? loopbackListenAddress(appOrigin) : undefined),
    dataDir,
    mollieApiKey: parsed.MOLLIE_API_KEY,
    billingProvider: billingProviderOf(parsed, appOrigin),
    requestTimeoutMs: parsed.REQUEST_TIMEOUT_MS,
    vapid: vapidOf(parsed, appOrigin, dataDir, fallback.vapidKeys),
    vapidSubject: parsed.VAPID_SUBJECT ?? `mailto:${parsed.SUPPORT_EMAIL}`,
    appOrigin,
    secureCookies: appOrigin.startsWith('https:'),
    proxyHops: parsed.TRUST_PROXY,
    sessionKeys: parsed.SESSION_SECRET.length > 0 ? parsed.SESSION_SECRET : fallback.sessionKeys(dataDir),
    sessionMaxAgeMs: 30 * 24 * 60 * 60 * 1000,
    developerEmails: new Set(parsed.DEVELOPER_EMAILS.map((email) => email.toLowerCase())),
    supportEmail: parsed.SUPPORT_EMAIL,
    mailFrom: parsed.MAIL_FROM,
    trialDays: 14,
    passwordHashing: productionHashing,
    rateLimits: defaultRateLimits,
    hostedAppDir: resolve(fallback.repoRoot, 'hosted-app', 'build'),
    production: parsed.NODE_ENV === 'production',
    operator: operatorOf(parsed, appOrigin),
  };
}
