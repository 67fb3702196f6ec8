import { useSyncExternalStore } from 'react';
import { OPERATOR_TOKENS, type Operator } from '@stillpoint/api/contract';
import { OPERATOR_META } from './operatorMeta';

/** The operator as a page shows it: the VAT id an empty string when there is none. */
export type ShownOperator = Required<Operator>;

let read: ShownOperator | undefined;

/**
 * Prerendering knows nothing of who runs the site: it writes the tokens, which the server replaces in every page it
 * sends (api/src/http/fillOperator.ts). In the browser the details are read from the head, filled the same way, so
 * a hydrated or client-rendered page says what the served HTML says.
 */
function readOperator(): ShownOperator {
  if (typeof document === 'undefined') return OPERATOR_TOKENS;
  const content = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
  read ??= { name: content(OPERATOR_META.name), address: content(OPERATOR_META.address), email: content(OPERATOR_META.email), vatId: content(OPERATOR_META.vatId) };
  return read;
}

const unchanging = () => () => {};

/** Who runs the site (OPERATOR_* on the server). */
export function useOperator(): ShownOperator {
  return useSyncExternalStore(unchanging, readOperator, readOperator);
}
