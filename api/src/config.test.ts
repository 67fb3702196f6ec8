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
