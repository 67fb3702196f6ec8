/*
 * The product's addresses, apart from the list of public pages (publicSite.ts): every page's metadata needs the
 * origin, and importing the page list with it would bring the technique catalog (its education text) into the
 * first load of every screen.
 */

/** The product's own host, where canonical addresses point (VITE_SITE_ORIGIN overrides it at build time). */
export const DEFAULT_SITE_ORIGIN = 'https://stillpoint.app';

/** Where a visitor writes to us: the API's default SUPPORT_EMAIL (api/src/config.ts). */
export const SUPPORT_EMAIL = 'support@stillpoint.app';
