/**
 * The page a visitor's `/` is answered with, a file of the client build: /landing, prerendered as a static page (no app:
 * its route's handle, lib/pageHandle.ts), the same page as /, whose canonical address is /. The server sends it
 * (routes.json, written by react-router.config.ts), and the service worker offline. `/` itself is prerendered with the
 * app, as the SPA home it is in the browser; the SPA fallback the build writes beside it is what a signed-in user gets.
 */
export const VISITOR_HOME = 'landing/index.html';
