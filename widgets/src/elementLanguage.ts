import type { MessageOverrides } from '@stillpoint/sdk/catalog';

/**
 * The language an element speaks, as its `lang` says: its own, else the nearest around it (through the
 * shadow roots it sits in), else the document's. '' when none is set: English.
 */
export function elementLanguage(element: Element): string {
  let node: Element | null = element;
  while (node) {
    const marked = node.closest('[lang]');
    if (marked) return marked.getAttribute('lang') ?? '';
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return '';
}

const listeners = new Set<() => void>();
let observer: MutationObserver | undefined;

/**
 * Calls `listener` whenever a `lang` changes anywhere in the document (the element's own, an ancestor's,
 * the page's): a page that switches its language switches its elements. One observer serves every element.
 */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  if (!observer) {
    observer = new MutationObserver(() => {
      for (const each of [...listeners]) each();
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      observer?.disconnect();
      observer = undefined;
    }
  };
}

/**
 * The `messages` attribute: a JSON object of a host's own wording by message key. Text that is not such an
 * object is refused in the console (the catalog's words stay), so a typo does not blank the element.
 */
export function readMessagesAttribute(tag: string, text: string | null): MessageOverrides | undefined {
  if (text === null || text.trim() === '') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as MessageOverrides;
  } catch {
    // Reported below, as any other text that is not an object.
  }
  console.error(`[stillpoint] <${tag}> messages must be a JSON object of messages by key, e.g. {"button.start":"Begin"}; it is ignored.`);
  return undefined;
}
