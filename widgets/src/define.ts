/** Marks our element classes, so a second copy of this package recognises the first one's elements. */
export const STILLPOINT_ELEMENT = Symbol.for('stillpoint.widgets.element');

/**
 * Registers a custom element unless the tag is already taken. Embeds load scripts twice (a CMS
 * block and a theme both include it, two bundles each carry a copy): the first registration wins
 * and later ones do nothing, instead of throwing "this name has already been used". Does nothing
 * where there is no custom element registry (server rendering, Node). Returns true when it defined.
 */
export function defineElement(tag: string, element: CustomElementConstructor): boolean {
  if (typeof customElements === 'undefined') return false;
  const existing = customElements.get(tag);
  if (existing) {
    if (!(STILLPOINT_ELEMENT in existing)) {
      console.warn(`[stillpoint] <${tag}> is already defined by another script; Stillpoint's <${tag}> was not registered.`);
    }
    return false;
  }
  customElements.define(tag, element);
  return true;
}
