import { useLayoutEffect, type RefObject } from 'react';

/**
 * Whether this browser takes constructable stylesheets (`new CSSStyleSheet()`, `adoptedStyleSheets`):
 * Chrome 73+, Firefox 101+, Safari 16.4+. Not on a server, nor in jsdom.
 */
export function canAdoptStyles(): boolean {
  return (
    typeof document !== 'undefined' &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype &&
    'adoptedStyleSheets' in Document.prototype &&
    typeof ShadowRoot !== 'undefined' &&
    'adoptedStyleSheets' in ShadowRoot.prototype
  );
}

/** One sheet per stylesheet text, shared by every runner of the page and of every shadow root in it. */
const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * Gives the document or shadow root the element sits in a stylesheet, through the CSSOM rather than a
 * `<style>` element: a page's Content-Security-Policy governs `<style>` elements (a strict one refuses
 * them) but not constructable stylesheets. Added before the first paint; kept while the root lives (other
 * runners there share it).
 */
export function useAdoptedStyles(element: RefObject<Element | null>, css: string, enabled: boolean): void {
  useLayoutEffect(() => {
    const root = element.current?.getRootNode();
    if (!enabled || !(root instanceof Document || root instanceof ShadowRoot)) return;
    const sheet = sheetFor(css);
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, [element, css, enabled]);
}
