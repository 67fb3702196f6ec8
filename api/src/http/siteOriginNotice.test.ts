import { describe, expect, it } from 'vitest';
import { siteOriginNotice } from './siteOriginNotice';

describe('the origin the hosted app was built for', () => {
  it('says in one line when the build names another origin than APP_ORIGIN (canonical links and the sitemap would point there)', () => {
    expect(siteOriginNotice({ siteOrigin: 'https://stillpoint.app' }, 'http://localhost:3160')).toBe(
      '[web] WARNING: the app was built for https://stillpoint.app, but APP_ORIGIN is http://localhost:3160: its canonical links and sitemap name https://stillpoint.app. Build it with VITE_SITE_ORIGIN=http://localhost:3160 (npm start does)',
    );
    expect(siteOriginNotice({ siteOrigin: 'http://localhost:3160' }, 'http://localhost:3160')).toBeNull();
    expect(siteOriginNotice({}, 'http://localhost:3160')).toBeNull();
  });
});
