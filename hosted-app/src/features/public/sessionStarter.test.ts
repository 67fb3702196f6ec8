import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineHashes } from '@stillpoint/test-support/app';
import { islandStartProps, practised, PRACTISED_SOURCE, SESSION_STARTER, type IslandWords } from './sessionStarter';

const ENGLISH = { seconds: { one: '{count} second', other: '{count} seconds' }, minutes: { one: '{count} minute', other: '{count} minutes' } };
const GERMAN = { seconds: { one: '{count} Sekunde', other: '{count} Sekunden' }, minutes: { one: '{count} Minute', other: '{count} Minuten' } };
const WORDS: IslandWords = { ready: 'Getting the session ready…', failed: 'The session could not load.', back: 'Back', ...ENGLISH };

describe('SESSION_STARTER', () => {
  it('words a practice in English, and in the page language with its words, from a second to an hour', () => {
    const inline = runInNewContext(PRACTISED_SOURCE) as typeof practised;
    const english = ['0 seconds', '0 seconds', '1 second', '2 seconds', '59 seconds', '1 minute', '1 minute', '1 minute', '2 minutes', '2 minutes', '60 minutes'];
    expect([0, 400, 1000, 1500, 59_000, 59_600, 60_000, 89_000, 90_000, 120_000, 3_600_000].map((ms) => inline(ms, ENGLISH, 'en'))).toEqual(english);
    expect([1000, 45_000, 60_000, 150_000, 3_600_000].map((ms) => inline(ms, GERMAN, 'de'))).toEqual(['1 Sekunde', '45 Sekunden', '1 Minute', '3 Minuten', '60 Minuten']);
    expect(SESSION_STARTER).toContain(`const practised=${PRACTISED_SOURCE};`);
  });

  it('is one inline script the server allows by its hash, of three kilobytes at most (the words it shows come with the page)', () => {
    expect(inlineHashes(`<body><script>${SESSION_STARTER}</script></body>`).scripts.length).toBe(1);
    expect(new TextEncoder().encode(SESSION_STARTER).length).toBeLessThan(3000);
  });

  it("gives a Start the island's element, module, name and attributes, or nothing where the module is not known", () => {
    expect(islandStartProps({ element: 'breath-session', module: '/assets/b.js', label: 'Box Breathing session', attributes: { technique: 'box', minutes: '2' }, words: WORDS })).toEqual({
      'data-island-element': 'breath-session',
      'data-island-module': '/assets/b.js',
      'data-island-label': 'Box Breathing session',
      'data-island-attributes': '{"technique":"box","minutes":"2"}',
      'data-island-words': JSON.stringify(WORDS),
    });
    expect(islandStartProps(null)).toEqual({});
  });
});
