import { describe, expect, it } from 'vitest';
import { matchesAppRoute, prerenderedPath } from './appRoutes';

const patterns = ['/', '/app', '/app/build/:kind', '/history/:year?', '/onboarding'];

describe("the app's routes, as the server matches them", () => {
  it('matches static segments case-insensitively, with or without the trailing slash', () => {
    for (const path of ['/', '/app', '/APP', '/app/', '/Onboarding']) expect(matchesAppRoute(patterns, path), path).toBe(true);
  });

  it('matches a parameter to exactly one segment, and an optional one to one or none', () => {
    expect(matchesAppRoute(patterns, '/app/build/breathing')).toBe(true);
    expect(matchesAppRoute(patterns, '/app/build')).toBe(false);
    expect(matchesAppRoute(patterns, '/app/build/breathing/more')).toBe(false);
    expect(matchesAppRoute(patterns, '/history')).toBe(true);
    expect(matchesAppRoute(patterns, '/history/2024')).toBe(true);
    expect(matchesAppRoute(patterns, '/history/2024/11')).toBe(false);
  });

  it('matches nothing else', () => {
    for (const path of ['/nowhere', '/app/settings', '/apps', '/onboarding/x']) expect(matchesAppRoute(patterns, path), path).toBe(false);
  });

  it('finds the prerendered page a path names whatever its case and trailing slash', () => {
    const prerendered = ['/', '/auth', '/techniques/box-breathing'];
    expect(prerenderedPath(prerendered, '/')).toBe('/');
    expect(prerenderedPath(prerendered, '/AUTH/')).toBe('/auth');
    expect(prerenderedPath(prerendered, '/Techniques/Box-Breathing')).toBe('/techniques/box-breathing');
    expect(prerenderedPath(prerendered, '/techniques')).toBeUndefined();
  });
});
