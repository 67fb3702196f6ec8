import type { Operator } from '@stillpoint/api/contract';

/**
 * The head's meta tag carrying each detail (root.tsx writes them into every page), so a page rendered in the browser
 * knows them too (useOperator.ts reads them). Apart from the hook: the root is in every first load, the hook only
 * where a page names the operator.
 */
export const OPERATOR_META = { name: 'operator-name', address: 'operator-address', email: 'operator-email', vatId: 'operator-vat-id' } as const satisfies Record<keyof Operator, string>;
