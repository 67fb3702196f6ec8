import { useLayoutEffect, useState } from 'react';

/** Constructable stylesheets (`new CSSStyleSheet()`, `adoptedStyleSheets`): Chrome 73+, Firefox 101+, Safari 16.4+; not jsdom. */
function canAdopt(): boolean {
  return typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype && typeof ShadowRoot !== 'undefined' && 'adoptedStyleSheets' in ShadowRoot.prototype;
}

/** One sheet per stylesheet text, shared by every element of the page. */
const sheets = new Map<string, CSSStyleSheet>();

function adoptSheet(root: ShadowRoot, sheet: CSSStyleSheet): void {
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/**
 * The element's own stylesheet in its shadow root: adopted through the CSSOM where the browser can, as the
 * SDK's runners adopt theirs, so a page whose Content-Security-Policy refuses inline `<style>` (`style-src
 * 'self'`, as the hosted app's) still styles the element; else (older browsers, jsdom) a `<style>` element.
 */
export function HostStyleSheet({ css, host }: { css: string; host: HTMLElement }) {
  const [adopt] = useState(canAdopt);
  useLayoutEffect(() => {
    const root = host.shadowRoot;
    if (!adopt || !root) return;
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    adoptSheet(root, sheet);
  }, [adopt, host, css]);
  return adopt ? null : <style>{css}</style>;
}
