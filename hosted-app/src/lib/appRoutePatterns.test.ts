import { describe, expect, it } from 'vitest';
import { appRoutePatterns } from './appRoutePatterns';

describe('appRoutePatterns', () => {
  it('gives full patterns, and leaves out the catch-all', () => {
    const routes = {
      root: { id: 'root', path: '' },
      home: { id: 'home', parentId: 'root', index: true },
      app: { id: 'app', parentId: 'root', path: 'app' },
      build: { id: 'build', parentId: 'app', path: 'build/:kind' },
      start: { id: 'start', parentId: 'root', path: 'start' },
      startDe: { id: 'start-de', parentId: 'root', path: 'de/start' },
      landingDe: { id: 'landing-de', parentId: 'root', path: 'de' },
      all: { id: 'all', parentId: 'root', path: '*' },
    };
    expect(appRoutePatterns(routes)).toEqual(
      ['/', '/app', '/app/build/:kind', '/start', '/de/start', '/de'].sort(),
    );
  });
});
