import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SDK_VERSION } from './sdkVersion';

const packageJson = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as { version: string; dependencies: Record<string, string> };

describe('the SDK version the script reads its sounds from', () => {
  it('is the version of @stillpoint/sdk the widgets package depends on, and the SDK\'s own', () => {
    expect(packageJson('../package.json').dependencies['@stillpoint/sdk']).toBe(SDK_VERSION);
    expect(packageJson('../../sdk/package.json').version).toBe(SDK_VERSION);
  });
});
