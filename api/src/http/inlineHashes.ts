import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/gi;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP source expressions of what a page carries inline. */
export interface InlineHashes {
  /** Each inline script ('sha256-…'): React Router writes its context and module loader inline, React its streaming helpers. */
  readonly scripts: readonly string[];
  /** Each style attribute's value ('sha256-…', allowed with 'unsafe-hashes'): prerendered components (an accordion's CSS variables). */
  readonly styleAttributes: readonly string[];
}

/**
 * The hashes of a page's inline scripts and style attributes, so its policy allows exactly those and
 * nothing else inline (no 'unsafe-inline'). A style attribute is hashed as the browser reads it: its value
 * with the HTML entities React escapes decoded.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  for (const [, body = ''] of html.matchAll(INLINE_SCRIPT)) scripts.add(sha256(body));
  const styleAttributes = new Set<string>();
  for (const [, value = ''] of html.matchAll(STYLE_ATTRIBUTE)) styleAttributes.add(sha256(value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity)));
  return { scripts: [...scripts], styleAttributes: [...styleAttributes] };
}
