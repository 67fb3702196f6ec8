import type { Message } from '@stillpoint/sdk/catalog';

/** Marks a text as having come through the catalog: the pseudo-locale test fails on visible text without the marks. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const mark = (text: string) => `${PSEUDO_OPEN}${text}${PSEUDO_CLOSE}`;

/** Every message of `catalog` marked, its placeholders and plural forms kept. */
export function pseudoCatalog<Catalog extends Readonly<Record<string, Message>>>(catalog: Catalog): Catalog {
  const marked = (message: Message): Message =>
    typeof message === 'string' ? mark(message) : (Object.fromEntries(Object.entries(message).map(([form, text]) => [form, mark(text)])) as Message);
  return Object.fromEntries(Object.entries(catalog).map(([key, message]) => [key, marked(message)])) as Catalog;
}
