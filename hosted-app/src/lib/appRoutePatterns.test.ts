import { describe, expect, it } from 'vitest';
import { appRoutePatterns } from './appRoutePatterns';

describe('appRoutePatterns', () => {
  it('gives full patterns, leaves out the catch-all, and names each public language for a language segment', () => {
    const routes = {
      root: { id: 'root', path: '' },
      home: { id: 'home', parentId: 'root', index: true },
      app: { id: 'app', parentId: 'root', path: 'app' },
      build: { id: 'build', parentId: 'app', path: 'build/:kind' },
      start: { id: 'start', parentId: 'root', path: ':lang?/start' },
      landing: { id: 'landing', parentId: 'root', path: ':lang' },
      all: { id: 'all', parentId: 'root', path: '*' },
    };
    expect(appRoutePatterns(routes)).toEqual(
      ['/', '/app', '/app/build/:kind', '/start', '/de/start', '/nl/start', '/fr/start', '/es/start', '/de', '/nl', '/fr', '/es'].sort(),
    );
  });
});
