import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';

const fromEnv = (env: Record<string, string>) => configFromEnv(env, { sessionKeys: () => ['key'], repoRoot: '/repo' });

describe('configuration from the environment', () => {
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
    expect(fromEnv({ APP_ORIGIN: 'https://stillpoint.app', MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz' }).billingProvider).toBe('mollie');
    expect(fromEnv({ MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz' }).billingProvider).toBe('mollie');
  });

  it('refuses a public origin without MOLLIE_API_KEY, in one line that names it, rather than giving subscriptions away', () => {
    // Names and addresses that only look local are public too: another machine can be reached at them.
    for (const origin of ['https://stillpoint.app', 'http://192.168.1.20:3000', 'http://10.0.0.2', 'https://localhost.example.com', 'http://127.0.0.1.nip.io', 'http://[::2]:3000', 'http://0.0.0.0:3000']) {
      expect(() => fromEnv({ APP_ORIGIN: origin }), origin).toThrow(/^Invalid configuration: MOLLIE_API_KEY: not set, and APP_ORIGIN [^\n]+ is not a loopback origin[^\n]*$/);
    }
  });

  it('takes BILLING_PROVIDER=local as the operator’s explicit choice, on any origin, and refuses settings that contradict each other', () => {
    expect(fromEnv({ APP_ORIGIN: 'https://demo.stillpoint.app', BILLING_PROVIDER: 'local' })).toMatchObject({ billingProvider: 'local', mollieApiKey: undefined });
    expect(fromEnv({ BILLING_PROVIDER: 'local' }).billingProvider).toBe('local');
    expect(fromEnv({ BILLING_PROVIDER: 'mollie', MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz' }).billingProvider).toBe('mollie');
    expect(() => fromEnv({ BILLING_PROVIDER: 'mollie' })).toThrow(/^Invalid configuration: MOLLIE_API_KEY: [^\n]*BILLING_PROVIDER=mollie[^\n]*$/);
    expect(() => fromEnv({ BILLING_PROVIDER: 'local', MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz' })).toThrow(/^Invalid configuration: BILLING_PROVIDER: [^\n]*MOLLIE_API_KEY[^\n]*$/);
    expect(() => fromEnv({ BILLING_PROVIDER: 'stripe' })).toThrow(/^Invalid configuration: BILLING_PROVIDER: [^\n]+$/);
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
