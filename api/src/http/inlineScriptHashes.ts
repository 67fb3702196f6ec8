import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP source expressions ('sha256-…') of every inline script of a page: React Router writes its
 * context and the module loader inline, and React its streaming helpers. Hashing them lets the page's
 * policy allow exactly those scripts and nothing else inline (no 'unsafe-inline').
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body = ''] of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
