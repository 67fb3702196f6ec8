import type { Context, Middleware } from 'koa';
import { isApiPath } from './apiPaths';
import type { InlineHashes } from './inlineHashes';

/**
 * The app's pages: code, styles, fonts and manifest only from our origin; of inline scripts and style
 * attributes only those the page was built with (by hash). The audio clock runs in a Worker made from a blob: URL, and
 * generated sounds may play from blob: URLs. Styles React sets through the `style` prop go through the
 * CSSOM, which `style-src 'self'` does not block; an inline `<style>` element or a `style="…"` attribute
 * in HTML would be.
 */
const appCspDirectives = (scriptSources: readonly string[], styleAttributeSources: readonly string[]) => [
  "default-src 'self'",
  ["script-src 'self'", ...scriptSources].join(' '),
  // 'unsafe-hashes' lets the listed style attributes (by hash) through, and no other inline style.
  ["style-src 'self'", ...(styleAttributeSources.length ? ["'unsafe-hashes'", ...styleAttributeSources] : [])].join(' '),
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/** The policy of a page with no inline code. */
export const APP_CSP = appCspDirectives([], []).join('; ');

/** The policy of a page whose inline scripts and style attributes are exactly these (their 'sha256-…' hashes, see inlineHashes). */
export const appCsp = (inline: InlineHashes) => appCspDirectives(inline.scripts, inline.styleAttributes).join('; ');

/** JSON answers load nothing and are never a page to frame. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Powerful features the app does not use are off, for it and any frame; the runners keep the screen
 * awake and play sound, so those two stay ours. Only names Chromium knows (an unknown one is a console
 * warning on every page).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=(self)',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Two years, as the HSTS preload list asks. */
export const HSTS = 'max-age=63072000; includeSubDomains';

export interface SecurityHeaderOptions {
  /** The app origin is https (APP_ORIGIN): browsers are told to use nothing else (HSTS). */
  readonly https: boolean;
}

/** What a document's window may do: set on the app's files, and on the API's few HTML pages (the local checkout). */
function setPageHeaders(ctx: Context): void {
  ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
  ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
}

/**
 * Headers every answer carries, the page policy on HTML and the empty policy on the API. The API's JSON
 * answers carry only what governs them (no sniffing, no caching, no framing, nothing loaded): the page
 * headers (referrer, opener, features: half a kilobyte) concern documents, so the API sets them only on HTML.
 */
export function securityHeaders({ https }: SecurityHeaderOptions): Middleware {
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    if (https) ctx.set('Strict-Transport-Security', HSTS);
    const api = isApiPath(ctx.path);
    if (api) {
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Content-Security-Policy', API_CSP);
    } else {
      setPageHeaders(ctx);
    }
    try {
      await next();
    } finally {
      // Whatever served it: HTML is a page. The static app sets the policy of its own pages (their inline scripts' hashes).
      if (ctx.response.type === 'text/html') {
        if (api) setPageHeaders(ctx);
        else if (!ctx.response.get('Content-Security-Policy')) ctx.set('Content-Security-Policy', APP_CSP);
      }
    }
  };
}
