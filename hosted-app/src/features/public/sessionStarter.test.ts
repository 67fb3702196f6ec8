import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineHashes } from '@stillpoint/test-support/app';
import { practisedFor } from '../session/completionText';
import { islandStartProps, PRACTISED_SOURCE, SESSION_STARTER } from './sessionStarter';

describe('SESSION_STARTER', () => {
  it('words a practice as practisedFor does, from a second to an hour', () => {
    const practised = runInNewContext(PRACTISED_SOURCE) as (ms: number) => string;
    for (const ms of [0, 400, 1000, 1500, 59_000, 59_600, 60_000, 89_000, 90_000, 120_000, 3_600_000]) expect(practised(ms), String(ms)).toBe(practisedFor(ms));
    expect(SESSION_STARTER).toContain(`const practised=${PRACTISED_SOURCE};`);
  });

  it('is one inline script the server allows by its hash, of a couple of kilobytes at most', () => {
    expect(inlineHashes(`<body><script>${SESSION_STARTER}</script></body>`).scripts.length).toBe(1);
    expect(new TextEncoder().encode(SESSION_STARTER).length).toBeLessThan(2500);
  });

  it("gives a Start the island's element, module, name and attributes, or nothing where the module is not known", () => {
    expect(islandStartProps({ element: 'breath-session', module: '/assets/b.js', label: 'Box Breathing session', attributes: { technique: 'box', minutes: '2' } })).toEqual({
      'data-island-element': 'breath-session',
      'data-island-module': '/assets/b.js',
      'data-island-label': 'Box Breathing session',
      'data-island-attributes': '{"technique":"box","minutes":"2"}',
    });
    expect(islandStartProps(null)).toEqual({});
  });
});
