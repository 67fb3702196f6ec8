import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';

/** A pair as web-push makes them (npx web-push generate-vapid-keys). */
const VAPID = {
  VAPID_PUBLIC_KEY: 'BAbUHICiRoUocIFOdT2UuyVCbKlXcbTQOyzvC32dhbLfbInxwSYZj4t-cEAgIYpw8b9IEn_wKE_2vejzN3wooNE',
  VAPID_PRIVATE_KEY: 'Kej8u36W6VmY0YkhWYxIF7jx65cKqvVdz3QLW-T8SMc',
};
/** Who runs the site, as a public origin must name it. */
const OPERATOR = { OPERATOR_NAME: 'Stillpoint B.V.', OPERATOR_ADDRESS: 'Keizersgracht 1, 1015 CJ Amsterdam, Netherlands', OPERATOR_EMAIL: 'hello@stillpoint.app' };
const STORED_VAPID = { publicKey: 'stored-public', privateKey: 'stored-private' };
const fromEnv = (env: Record<string, string>) => configFromEnv(env, { sessionKeys: () => ['key'], vapidKeys: () => STORED_VAPID, repoRoot: '/repo' });

describe('configuration from the environment', () => {
  it('never turns the browser suites\' test hooks on, whatever the environment says', () => {
    const environments: Record<string, string>[] = [{}, { TEST_HOOKS: '1', STILLPOINT_TEST_HOOKS: '1', VITE_TEST_HOOKS: '1', NODE_ENV: 'test' }];
    for (const env of environments) expect(fromEnv(env).testHooks).toBeUndefined();
  });

  it('reads TRUST_PROXY as the number of proxies in front of the API', () => {
    expect(fromEnv({}).proxyHops).toBe(0);
    expect(fromEnv({ TRUST_PROXY: 'false' }).proxyHops).toBe(0);
    expect(fromEnv({ TRUST_PROXY: '0' }).proxyHops).toBe(0);
    expect(fromEnv({ TRUST_PROXY: 'true' }).proxyHops).toBe(1);
    expect(fromEnv({ TRUST_PROXY: '1' }).proxyHops).toBe(1);
    expect(fromEnv({ TRUST_PROXY: '2' }).proxyHops).toBe(2);
  });

  it('refuses a TRUST_PROXY that is not a count, in one line that names it', () => {
    expect(() => fromEnv({ TRUST_PROXY: 'yes' })).toThrow(/^Invalid configuration: TRUST_PROXY: must be the number of proxies in front of the API \(0-10\)$/);
    expect(() => fromEnv({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });

  it('runs the local billing provider by default only where the app is served from this machine (a loopback origin)', () => {
    expect(fromEnv({}).billingProvider).toBe('local');
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://127.8.9.10', 'http://[::1]:3000', 'https://localhost'])
      expect(fromEnv({ APP_ORIGIN: origin }).billingProvider, origin).toBe('local');
    expect(fromEnv({ APP_ORIGIN: 'https://stillpoint.app', MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz', ...VAPID, ...OPERATOR }).billingProvider).toBe('mollie');
    expect(fromEnv({ MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz' }).billingProvider).toBe('mollie');
  });

  it('refuses a public origin without MOLLIE_API_KEY, in one line that names it, rather than giving subscriptions away', () => {
    // Names and addresses that only look local are public too: another machine can be reached at them.
    for (const origin of ['https://stillpoint.app', 'http://192.168.1.20:3000', 'http://10.0.0.2', 'https://localhost.example.com', 'http://127.0.0.1.nip.io', 'http://[::2]:3000', 'http://0.0.0.0:3000']) {
      expect(() => fromEnv({ APP_ORIGIN: origin }), origin).toThrow(/^Invalid configuration: MOLLIE_API_KEY: not set, and APP_ORIGIN [^\n]+ is not a loopback origin[^\n]*$/);
    }
  });

  it('takes BILLING_PROVIDER=local as the operator’s explicit choice, on any origin, and refuses settings that contradict each other', () => {
    expect(fromEnv({ APP_ORIGIN: 'https://demo.stillpoint.app', BILLING_PROVIDER: 'local', ...VAPID, ...OPERATOR })).toMatchObject({ billingProvider: 'local', mollieApiKey: undefined });
    expect(fromEnv({ BILLING_PROVIDER: 'local' }).billingProvider).toBe('local');
    expect(fromEnv({ BILLING_PROVIDER: 'mollie', MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz' }).billingProvider).toBe('mollie');
    expect(() => fromEnv({ BILLING_PROVIDER: 'mollie' })).toThrow(/^Invalid configuration: MOLLIE_API_KEY: [^\n]*BILLING_PROVIDER=mollie[^\n]*$/);
    expect(() => fromEnv({ BILLING_PROVIDER: 'local', MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz' })).toThrow(/^Invalid configuration: BILLING_PROVIDER: [^\n]*MOLLIE_API_KEY[^\n]*$/);
    expect(() => fromEnv({ BILLING_PROVIDER: 'stripe' })).toThrow(/^Invalid configuration: BILLING_PROVIDER: [^\n]+$/);
  });
});

describe('HOST', () => {
  it('defaults to the loopback address of a loopback APP_ORIGIN (the free local checkout must not be reachable from the LAN), to every interface otherwise', () => {
    expect(fromEnv({}).host).toBe('127.0.0.1');
    expect(fromEnv({ APP_ORIGIN: 'http://localhost:3000' }).host).toBe('127.0.0.1');
    expect(fromEnv({ APP_ORIGIN: 'http://127.8.9.10:3000' }).host).toBe('127.8.9.10');
    expect(fromEnv({ APP_ORIGIN: 'http://[::1]:3000' }).host).toBe('::1');
    expect(fromEnv({ APP_ORIGIN: 'https://stillpoint.app', MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz', ...VAPID, ...OPERATOR }).host).toBeUndefined();
  });

  it('takes a HOST that is set as the operator’s deliberate choice, a LAN address with a loopback origin included', () => {
    expect(fromEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(fromEnv({ HOST: '192.168.1.20' }).host).toBe('192.168.1.20');
  });
});

describe('REQUEST_TIMEOUT_MS', () => {
  it('is 30 s unless set', () => {
    expect(fromEnv({}).requestTimeoutMs).toBe(30_000);
    expect(fromEnv({ REQUEST_TIMEOUT_MS: '1000' }).requestTimeoutMs).toBe(1_000);
  });

  it('refuses what is not a bound in milliseconds, in one line that names it', () => {
    expect(() => fromEnv({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/^Invalid configuration: REQUEST_TIMEOUT_MS: must be a number of milliseconds$/);
    // 0 would switch Node's timeouts off.
    expect(() => fromEnv({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS: must be at least 100/);
  });
});

describe('the VAPID keys of web push', () => {
  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, with VAPID_SUBJECT or the support address as subject', () => {
    expect(fromEnv({ APP_ORIGIN: 'https://stillpoint.app', MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz', ...VAPID, ...OPERATOR })).toMatchObject({
      vapid: { publicKey: VAPID.VAPID_PUBLIC_KEY, privateKey: VAPID.VAPID_PRIVATE_KEY, source: 'env' },
      vapidSubject: 'mailto:support@stillpoint.app',
    });
    expect(fromEnv({ ...VAPID, VAPID_SUBJECT: 'https://stillpoint.app/contact' }).vapidSubject).toBe('https://stillpoint.app/contact');
  });

  it('are the pair kept in the data folder for a loopback origin (npm start)', () => {
    expect(fromEnv({}).vapid).toEqual({ ...STORED_VAPID, source: 'stored' });
    expect(fromEnv({ APP_ORIGIN: 'http://127.0.0.1:8080' }).vapid.source).toBe('stored');
  });

  it('refuse a public origin without the pair, half a pair and malformed keys, in one line that names them', () => {
    expect(() => fromEnv({ APP_ORIGIN: 'https://stillpoint.app', MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz' })).toThrow(
      /^Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: not set, and APP_ORIGIN https:\/\/stillpoint\.app is not a loopback origin[^\n]*$/,
    );
    expect(() => fromEnv({ APP_ORIGIN: 'https://demo.stillpoint.app', BILLING_PROVIDER: 'local' })).toThrow(/^Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: not set/);
    expect(() => fromEnv({ VAPID_PUBLIC_KEY: VAPID.VAPID_PUBLIC_KEY })).toThrow(/^Invalid configuration: VAPID_PRIVATE_KEY: not set, and the other half of the pair is[^\n]*$/);
    expect(() => fromEnv({ ...VAPID, VAPID_PRIVATE_KEY: 'short' })).toThrow(/^Invalid configuration: VAPID_PRIVATE_KEY: must be a VAPID private key[^\n]*$/);
    expect(() => fromEnv({ ...VAPID, VAPID_SUBJECT: 'http://stillpoint.app' })).toThrow(/^Invalid configuration: VAPID_SUBJECT: [^\n]+$/);
  });

  it('refuses a public origin that does not say who runs the site, in one line naming every missing OPERATOR_ setting', () => {
    const publicOrigin = { APP_ORIGIN: 'https://stillpoint.app', MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz', ...VAPID };
    expect(() => fromEnv(publicOrigin)).toThrow(/^Invalid configuration: OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL: not set, and APP_ORIGIN https:\/\/stillpoint.app is not a loopback origin[^\n]*$/);
    expect(() => fromEnv({ ...publicOrigin, ...OPERATOR, OPERATOR_EMAIL: '' })).toThrow(/^Invalid configuration: OPERATOR_EMAIL: must be an e-mail address$/);
    const { OPERATOR_ADDRESS: _address, ...withoutAddress } = OPERATOR;
    expect(() => fromEnv({ ...publicOrigin, ...withoutAddress })).toThrow(/^Invalid configuration: OPERATOR_ADDRESS: not set, and APP_ORIGIN/);
    expect(fromEnv({ ...publicOrigin, ...OPERATOR, OPERATOR_VAT_ID: 'NL123456789B01' }).operator).toEqual({
      name: 'Stillpoint B.V.',
      address: 'Keizersgracht 1, 1015 CJ Amsterdam, Netherlands',
      email: 'hello@stillpoint.app',
      vatId: 'NL123456789B01',
    });
    expect(() => fromEnv({ ...publicOrigin, ...OPERATOR, OPERATOR_VAT_ID: 'my vat' })).toThrow(/^Invalid configuration: OPERATOR_VAT_ID: must be a VAT identification number/);
  });

  it('shows a clearly marked example operator on a loopback origin, and what is set of the real one', () => {
    expect(fromEnv({}).operator).toEqual({ name: 'Example operator — set OPERATOR_NAME', address: 'Example address — set OPERATOR_ADDRESS', email: 'set-OPERATOR_EMAIL@example.invalid' });
    expect(fromEnv({ OPERATOR_NAME: 'Ada Lovelace' }).operator.name).toBe('Ada Lovelace');
  });
});
