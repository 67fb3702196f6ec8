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
